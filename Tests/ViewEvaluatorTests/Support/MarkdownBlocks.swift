/// Pulls the ```swift blocks out of a Markdown seed with the file line each block starts on.
/// A fence may open inside a block quote (`> ```swift`, seed 000) and close on a bare line.
enum MarkdownBlocks {
    static func swiftBlocks(in markdown: String) -> [(text: String, startLine: Int)] {
        var blocks: [(String, Int)] = []
        var current: [Substring]?
        var start = 0
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let unquoted = line.hasPrefix("> ") ? line.dropFirst(2) : line
            if current == nil, unquoted.hasPrefix("```swift") {
                current = []
                start = index + 2
            } else if current != nil, unquoted.hasPrefix("```") {
                blocks.append((current!.joined(separator: "\n"), start))
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }
}
