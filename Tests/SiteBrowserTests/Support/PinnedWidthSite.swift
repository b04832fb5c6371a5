import Foundation
import SiteBuilder
import TestSupport

/// The bundled content with chosen ```swift blocks pinned to one width and no slider
/// (`width=W widths=off`), built: each figure of those blocks is then laid out directly at that
/// width, which is what a slider dragged to it must show.
enum PinnedWidthSite {
    /// `widths[page][block]`: the width for the page's `block`th Swift block (1-based, as the
    /// figures' ids count them); returns the built site's folder.
    static func build(widths: [String: [Int: Int]]) throws -> URL {
        let folder = URL(fileURLWithPath: try TestFolders.newFolder(in: TestFolders.scratch("fieldguide-pinned-widths")))
        let content = folder.appendingPathComponent("content")
        try FileManager.default.copyItem(at: BundledSite.content, to: content)
        for (page, blocks) in widths {
            let file = content.appendingPathComponent(page.replacingOccurrences(of: ".html", with: ".md"))
            let markdown = try String(contentsOf: file, encoding: .utf8)
            try pinned(markdown, widths: blocks).write(to: file, atomically: true, encoding: .utf8)
        }
        let output = folder.appendingPathComponent("site")
        _ = try SiteBuilder(options: BuildOptions(contentFolder: content.path, outputFolder: output.path)).run()
        return output
    }

    /// The Markdown with the opening line of each listed Swift fence rewritten; fences inside
    /// longer fences (an article showing Markdown) are not Swift blocks.
    static func pinned(_ markdown: String, widths: [Int: Int]) -> String {
        var open: (marker: Character, length: Int)?
        var swiftBlock = 0
        let lines = markdown.components(separatedBy: "\n").map { line -> String in
            let trimmed = line.drop { $0 == " " }
            let marker = trimmed.first
            let run = trimmed.prefix { $0 == marker }
            if let current = open {
                if marker == current.marker, run.count >= current.length, trimmed.dropFirst(run.count).allSatisfy(\.isWhitespace) { open = nil }
                return line
            }
            guard let marker, marker == "`" || marker == "~", run.count >= 3, line.count - trimmed.count <= 3 else { return line }
            open = (marker, run.count)
            let info = trimmed.dropFirst(run.count).split(separator: " ")
            guard info.first == "swift" else { return line }
            swiftBlock += 1
            guard let width = widths[swiftBlock] else { return line }
            let kept = info.dropFirst().filter { !$0.hasPrefix("width=") && !$0.hasPrefix("widths=") }
            return String(line.prefix(line.count - trimmed.count)) + String(run) + (["swift"] + kept + ["width=\(width)", "widths=off"]).joined(separator: " ")
        }
        return lines.joined(separator: "\n")
    }
}
