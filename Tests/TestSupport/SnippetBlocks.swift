/// A fixture that holds several code blocks of one page, separated by `// ---- block` lines
/// (snippet fixtures, seeds, the evaluator corpus).
public enum SnippetBlocks {
    /// The blocks with the file line each starts on, so positions are lines of the fixture file.
    /// Separator lines belong to no block; nothing before the first separator, or between two
    /// adjacent ones, is no block. The text after the last separator always is one.
    public static func split(_ source: String) -> [(text: String, startLine: Int)] {
        var result: [(String, Int)] = []
        var current: [Substring] = []
        var start = 1
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("// ---- block") {
                if !current.isEmpty { result.append((current.joined(separator: "\n"), start)) }
                current = []
                start = index + 2
            } else {
                current.append(line)
            }
        }
        result.append((current.joined(separator: "\n"), start))
        return result
    }
}
