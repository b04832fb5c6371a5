import ViewTree

/// A built-in view: its forms for documentation and argument checking, and how it is built.
struct ViewSpec: Sendable {
    let name: String
    let forms: [String]
    let summary: String
    /// Arguments without defaults: each group names the labels of which a call must write one
    /// (`[["selection"]]` for Picker; `[["cornerRadius", "cornerSize"]]` for RoundedRectangle).
    var requires: [[String]] = []
    let build: @Sendable (ViewBuilderEvaluator, BuiltinCall) throws -> Value
}

/// A built-in modifier, applied to an already evaluated view.
struct ModifierSpec: Sendable {
    let name: String
    let forms: [String]
    let summary: String
    /// Every number parameter is CGFloat or Double, so integer literals in the arguments are
    /// floating point, as Swift types them (`.frame(width: 100 / 3)` is 33.33, not 33).
    var numbersAreCGFloat = false
    let apply: @Sendable (ModifierEvaluator, ModifierCall) throws -> Value
    /// Ignored and approximated modifiers accept any arguments (`name(…)`). Decided once: every
    /// modifier call asks, and Foundation's substring search was 1% of a build.
    let checksArguments: Bool

    init(
        name: String, forms: [String], summary: String, numbersAreCGFloat: Bool = false,
        apply: @escaping @Sendable (ModifierEvaluator, ModifierCall) throws -> Value
    ) {
        self.name = name
        self.forms = forms
        self.summary = summary
        self.numbersAreCGFloat = numbersAreCGFloat
        self.apply = apply
        checksArguments = !forms.contains { $0.contains("…") }
    }
}

/// A call of a built-in view or value type: `Text("a")`, `HStack(spacing: 4) { … }`.
struct BuiltinCall {
    let name: String
    let arguments: [Argument]
    /// The position of the type name.
    let location: SourceLocation

    /// The content closure: labelled `content:` or the unlabeled trailing closure.
    var content: Value? { (arguments["content"] ?? arguments.last { $0.isTrailingClosure && $0.label == nil })?.value }

    /// The first unlabeled argument that is not a trailing closure.
    var first: Argument? { arguments.first { $0.label == nil && !$0.isTrailingClosure } }
}

/// A modifier call: `.frame(width: 40)` on its base view.
struct ModifierCall {
    let name: String
    let base: Value
    /// Where the base expression starts, used for views made from plain values such as colours.
    let baseLocation: SourceLocation
    let arguments: [Argument]
    /// The position of `.name`.
    let location: SourceLocation

    var first: Argument? { arguments.first { $0.label == nil && !$0.isTrailingClosure } }
    var content: Value? { (arguments["content"] ?? arguments.last { $0.isTrailingClosure && $0.label == nil })?.value }
}
