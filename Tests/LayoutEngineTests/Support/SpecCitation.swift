/// One citation of the repository's spec (`Docs/Spec`) in a comment or fixture: a spec file
/// name followed by a section, `Layout.md §2.3`, optionally naming a test vector
/// (`Layout.md §12 TV-27`, `Containers.md §1.6 TV-G1`).
///
/// Sections later on the same line belong to the file named before them when only punctuation
/// separates them (`Layout.md §2.3–§2.7, §2.9`, `Layout.md §3.1 (ZStack), §6.4`). A `§` right
/// after any other word cites some other document (`style anchors §3`, `CSS Fonts 4 §5.2`) and
/// ends the run; a `§` with no file named before it on its line is not a spec citation.
struct SpecCitation: Hashable, CustomStringConvertible {
    /// The spec file, as written: `Layout.md`, `Text.md` or `Containers.md`.
    var file: String
    /// The section number, e.g. `2.3` (`§3(a)` cites section `3`).
    var section: String
    /// A test vector named right after the section, e.g. `TV-27` or `TV-SA1`.
    var testVector: String?
    /// Where the citation was found, `path:line`.
    var location: String

    /// The files of `Docs/Spec` that code may cite.
    static let specFiles = ["Layout.md", "Text.md", "Containers.md"]

    var description: String {
        "\(location): \(file) §\(section)" + (testVector.map { " \($0)" } ?? "")
    }

    /// The spec citations on one line of text.
    static func citations(in line: Substring, location: String) -> [SpecCitation] {
        guard line.contains("§") else { return [] }
        var result: [SpecCitation] = []
        var file: String?
        for match in line.matches(of: #/§\s*(\d+(?:\.\d+)*)(?:\s+(TV-[A-Z]*\d+))?/#) {
            let before = line[..<match.range.lowerBound].reversed().drop(while: \.isWhitespace)
            let preceding = String(before.reversed())
            if let named = specFiles.first(where: { preceding.hasSuffix($0) }) {
                file = named
            } else if !continuesCitation(preceding) {
                file = nil
            }
            guard let file else { continue }
            result.append(SpecCitation(file: file, section: String(match.1), testVector: match.2.map(String.init), location: location))
        }
        return result
    }

    /// True when the text before a `§` ends in punctuation or a joining word, so the section
    /// continues the citation before it rather than naming another document.
    private static func continuesCitation(_ preceding: String) -> Bool {
        guard let last = preceding.last else { return false }
        if ",;:/(&–-".contains(last) { return true }
        let word = preceding.split(whereSeparator: { !$0.isLetter }).last.map(String.init)
        return word == "and" || word == "or" || word == "see"
    }
}
