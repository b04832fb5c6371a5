extension StringProtocol {
    /// Without spaces and tabs at either end (GFM trims cells and markers of these only).
    var trimmingBlanks: SubSequence {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return self[endIndex...] }
        return self[first...last]
    }
}
