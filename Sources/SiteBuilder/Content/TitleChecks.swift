import Diagnostics
import MarkdownTree

/// Checks on what readers see as titles: every page's template shows the article's title as its
/// `<h1>`, so a level-1 heading in the body makes a second one, and two articles with one title
/// cannot be told apart in the sidebar or in search.
enum TitleChecks {
    /// The document without its opening `# Title` when that heading says the article's title (the
    /// page shows it already); any other level-1 heading stays, with a warning.
    static func withoutTitleHeading(_ document: MarkdownDocument, title: String) -> MarkdownDocument {
        guard case .heading(let heading)? = document.blocks.first, heading.level == 1,
              HTMLEscaping.replacingCharactersXMLForbids(heading.children.plainText) == title
        else { return document }
        return MarkdownDocument(
            frontMatter: document.frontMatter, blocks: Array(document.blocks.dropFirst()), range: document.range,
            diagnostics: document.diagnostics)
    }

    /// A warning for each level-1 heading left in the body.
    static func secondHeadings(in document: MarkdownDocument, file: String) -> [Diagnostic] {
        document.headings.filter { $0.level == 1 }.map { heading in
            Diagnostic(
                .warning, .secondPageHeading,
                "'# \(heading.children.plainText)' makes a second <h1> on the page, whose title is its <h1> already; use '##' for a section",
                file: file, at: heading.range.start)
        }
    }

    /// A warning on every article whose title an earlier article (in reading order) already has.
    static func duplicateTitles(_ articles: [Article]) -> [Diagnostic] {
        var first: [String: String] = [:]
        var found: [Diagnostic] = []
        for article in articles {
            if let earlier = first[article.title] {
                found.append(Diagnostic(
                    .warning, .duplicateTitle,
                    "'\(article.title)' is also the title of '\(earlier)'; readers cannot tell them apart in the sidebar and search, so give one a 'title' of its own",
                    file: article.file, at: SourcePosition(line: 1, column: 1)))
            } else {
                first[article.title] = article.file
            }
        }
        return found
    }
}
