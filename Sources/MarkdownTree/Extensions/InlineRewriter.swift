import Diagnostics

/// Applies the inline half of the extension layer to one list of sibling inlines, children first:
/// join literal text, then footnote references, extended autolinks (not inside a link or image),
/// then strikethrough.
struct InlineRewriter {
    let source: ExtensionSource
    let footnotes: FootnoteScanner
    private(set) var diagnostics: [Diagnostic] = []
    /// The keys of the footnotes referenced so far.
    private(set) var usedFootnotes: Set<String> = []

    init(source: ExtensionSource, footnotes: FootnoteScanner) {
        self.source = source
        self.footnotes = footnotes
    }

    mutating func rewrite(_ inlines: [Inline], insideLink: Bool = false) -> [Inline] {
        let nested = inlines.map { rewriteChildren(of: $0, insideLink: insideLink) }
        var result: [Inline] = []
        for inline in LiteralText.merged(nested, restoring: source.isMasked) {
            guard case .text(let text) = inline, mayHoldSyntax(text, insideLink: insideLink), let map = source.map(text) else {
                result.append(inline)
                continue
            }
            let pieces = footnotes.references(in: map, diagnostics: &diagnostics)
            for piece in pieces ?? [.text(text)] {
                if case .footnoteReference(let reference) = piece { usedFootnotes.insert(reference.key) }
                guard !insideLink, case .text(let plain) = piece, let plainMap = pieces == nil ? map : source.map(plain) else {
                    result.append(piece)
                    continue
                }
                result += AutolinkScanner.links(in: plainMap)
            }
        }
        return StrikethroughMatcher.matched(result, source)
    }

    /// A cheap first look: a footnote reference needs a `^`, an autolink `www.`, `://` or `@`.
    private func mayHoldSyntax(_ text: Text, insideLink: Bool) -> Bool {
        (source.mayHoldFootnotes && text.string.utf8.contains(UInt8(ascii: "^")))
            || (!insideLink && AutolinkScanner.mayHoldLink(text.string.utf8))
    }

    private mutating func rewriteChildren(of inline: Inline, insideLink: Bool) -> Inline {
        switch inline {
        case .emphasis(let node): .emphasis(Emphasis(children: rewrite(node.children, insideLink: insideLink), range: node.range))
        case .strong(let node): .strong(Strong(children: rewrite(node.children, insideLink: insideLink), range: node.range))
        case .link(let node):
            .link(Link(destination: node.destination, title: node.title, children: rewrite(node.children, insideLink: true), range: node.range))
        case .image(let node):
            .image(Image(source: node.source, title: node.title, children: rewrite(node.children, insideLink: true), range: node.range))
        default: inline
        }
    }
}
