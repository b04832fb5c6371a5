/// Renders a `MarkdownDocument` as an HTML fragment, in the shape of cmark's own renderer (and
/// cmark-gfm's for tables, task lists and strikethrough; footnotes and callouts as GitHub shows
/// them, see `HTMLRendering+Extensions`), with three differences a documentation site needs: headings get unique slug `id`s and a permalink, code
/// blocks can be replaced (a SwiftUI block becomes a figure with its preview), and raw HTML is shown
/// as text unless allowed (Ink's `Modifier` idea; style anchors §10.4).
public struct HTMLWriter {
    /// Emit raw HTML blocks and inline HTML as written, and keep `javascript:`-style links; off by
    /// default, like cmark's safe mode, because articles may come from anyone.
    public var allowsRawHTML: Bool
    /// Returns the HTML for a code block, or nil for the default `<pre><code>`.
    public var codeBlockRenderer: (CodeBlock) -> String?
    /// Maps a link or image destination as written to the one the page uses, before the safety
    /// check and escaping; a site turns `06-padding.md` into its page URL here.
    public var destinationRewriter: (String) -> String

    public init(
        allowsRawHTML: Bool = false,
        codeBlockRenderer: @escaping (CodeBlock) -> String? = { _ in nil },
        destinationRewriter: @escaping (String) -> String = { $0 }
    ) {
        self.allowsRawHTML = allowsRawHTML
        self.codeBlockRenderer = codeBlockRenderer
        self.destinationRewriter = destinationRewriter
    }

    /// The document's body as HTML; the front matter is not part of it.
    public func render(_ document: MarkdownDocument) -> String {
        var rendering = HTMLRendering(writer: self, document: document)
        rendering.write(document.blocks, tight: false)
        rendering.footnoteSection()
        return rendering.output
    }
}
