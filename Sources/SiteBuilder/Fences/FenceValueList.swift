/// Splits list-valued fence options into their values.
enum FenceValueList {
    /// `.top .center` splits at blanks; a value containing `|` splits there instead (and each piece
    /// is trimmed), so values may hold spaces: `Text("a b") | Text("c")`.
    static func variants(_ value: String) -> [String] {
        let pieces: [Substring] = value.contains("|")
            ? value.split(separator: "|", omittingEmptySubsequences: false)
            : value.split(whereSeparator: { $0 == " " || $0 == "\t" })
        return pieces.map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
    }
}

extension Substring {
    fileprivate func trimmingBlanks() -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !blank($0) }), let end = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[start...end])
    }
}
