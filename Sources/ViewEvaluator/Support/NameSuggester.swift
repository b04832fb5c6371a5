/// Finds the known name closest to a misspelt one, for "did you mean" notes.
enum NameSuggester {
    /// The closest candidate within an edit distance of a third of the name's length (at least 1),
    /// else the shortest candidate the name begins (a cut-off word such as `padd`); ties broken
    /// alphabetically so output is deterministic.
    static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let unique = Set(candidates)
        if let close = closest(to: name, among: unique) { return close }
        guard name.count >= 3 else { return nil }
        return unique.filter { $0.count > name.count && $0.lowercased().hasPrefix(name.lowercased()) }
            .min { ($0.count, $0) < ($1.count, $1) }
    }

    private static func closest(to name: String, among candidates: Set<String>) -> String? {
        let limit = max(1, name.count / 3)
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let d = distance(name.lowercased(), candidate.lowercased())
            guard d <= limit else { continue }
            if best == nil || d < best!.distance || (d == best!.distance && candidate < best!.name) {
                best = (d, candidate)
            }
        }
        return best?.name
    }

    /// Edit distance where swapping two neighbouring characters counts as one edit (`Tetx` → `Text`).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
