import MarkdownTree

/// Where a content file's findings show on the site: the URL of its page and the Markdown lines of
/// each figure on it, so `serve` can link a finding to the figure whose error panel shows it.
public struct DiagnosticPage: Hashable, Sendable, Codable {
    /// A figure shown on the page: its id (`example-2`) and the lines its block spans, fences included.
    struct Figure: Hashable, Sendable, Codable {
        let id: String
        let firstLine: Int
        let lastLine: Int
    }

    /// The page's URL as its links write it (`05-frames.html`, or `/guide/05-frames.html` under a base URL).
    public let url: String
    let figures: [Figure]

    /// The page's URL, with the id of the figure whose block holds `line` as its fragment.
    public func link(toLine line: Int) -> String {
        guard let figure = figures.first(where: { ($0.firstLine...$0.lastLine).contains(line) }) else { return url }
        return url + "#" + figure.id
    }

    /// The page of every published file among `files`, with its shown figures: rendered articles'
    /// as they were rendered, reused ones' from their records (a site where most articles have
    /// findings is not parsed again on every rebuild), the home and section pages' parsed again.
    static func pages(of files: Set<String>, in rendered: RenderedSite, urls: SiteURLs) -> [String: DiagnosticPage] {
        let parsed = rendered.parsed
        let summaries = Dictionary(uniqueKeysWithValues: rendered.articles.map { ($0.article.file, $0.figures) })
        var pages: [String: DiagnosticPage] = [:]
        for file in files {
            guard let target = rendered.linkTargets[file] else { continue }
            let figures = parsed.reused[file]?.figures ?? summaries[file]
                ?? Self.figures(in: MarkdownParser.parse(utf8: parsed.markdown[file] ?? []), anchors: target.anchors)
            pages[file] = DiagnosticPage(url: urls.url(target.sitePath), figures: figures)
        }
        return pages
    }

    /// The figures a page shows (those whose ids are among its `anchors`), each with its block's lines.
    static func figures(in document: MarkdownDocument, anchors: Set<String>) -> [Figure] {
        document.codeBlocks.filter { $0.language == "swift" }.enumerated().compactMap { index, block -> Figure? in
            let id = BlockRendering.id(number: index + 1)
            guard anchors.contains(id) else { return nil }
            return Figure(id: id, firstLine: block.range.start.line, lastLine: block.range.end.line)
        }
    }
}
