/// Checks a call's argument labels against a table entry's forms (`frame(width:height:alignment:)`):
/// labels must appear in a form's order; omitted ones are taken to have defaults, and an
/// unlabeled trailing closure fills the next closure parameter.
enum FormMatcher {
    static func matches(_ arguments: [Argument], anyOf forms: [String]) -> Bool {
        forms.contains { matches(arguments, labels(of: $0)) }
    }

    /// `padding(_:_:)` → `["_", "_"]`; `Spacer()` → `[]`.
    static func labels(of form: String) -> [String] {
        guard let open = form.firstIndex(of: "("), let close = form.lastIndex(of: ")") else { return [] }
        return form[form.index(after: open)..<close].split(separator: ":").map(String.init)
    }

    private static func matches(_ arguments: [Argument], _ labels: [String]) -> Bool {
        var index = 0
        for argument in arguments {
            let wanted = argument.label ?? "_"
            while index < labels.count, labels[index] != wanted, !(argument.isTrailingClosure && argument.label == nil) {
                index += 1
            }
            guard index < labels.count else { return false }
            index += 1
        }
        return true
    }
}
