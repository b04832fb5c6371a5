/// One pass of `HTMLWriter` over a document: the output so far and the slugs handed out.
/// Recursion depth is bounded by `MarkdownParser.Options.maximumNestingDepth`.
struct HTMLRendering {
    let writer: HTMLWriter
    var output = ""
    private var slugger = HeadingSlugger()
    /// The document's footnotes, numbered as their first references are written.
    var footnotes: FootnoteNumbering

    init(writer: HTMLWriter, document: MarkdownDocument) {
        self.writer = writer
        self.footnotes = FootnoteNumbering(document)
    }

    // MARK: Blocks

    /// Writes blocks; in a tight list item, paragraphs lose their `<p>` (CommonMark "Lists", tight).
    mutating func write(_ blocks: [Block], tight: Bool) {
        for block in blocks { write(block, tight: tight) }
    }

    private mutating func write(_ block: Block, tight: Bool) {
        switch block {
        case .paragraph(let node) where tight:
            write(node.children)
        case .paragraph(let node):
            element("<p>") { $0.write(node.children) }
        case .heading(let node):
            heading(node)
        case .blockQuote(let node):
            element("<blockquote>\n") { $0.write(node.children, tight: false) }
        case .unorderedList(let node):
            list("ul", attributes: "", node.items, tight: node.isTight)
        case .orderedList(let node):
            list("ol", attributes: node.start == 1 ? "" : " start=\"\(node.start)\"", node.items, tight: node.isTight)
        case .codeBlock(let node):
            codeBlock(node)
        case .htmlBlock(let node):
            newLine()
            output += writer.allowsRawHTML ? node.html : "<p>\(HTMLEscaping.escape(trimmedNewline(node.html)))</p>\n"
        case .thematicBreak:
            newLine()
            output += "<hr />\n"
        case .table(let node):
            table(node)
        case .callout(let node):
            callout(node)
        case .footnoteDefinition:
            break
        }
    }

    private mutating func heading(_ node: Heading) {
        let id = HTMLEscaping.escape(slugger.slug(for: node))
        newLine()
        output += "<h\(node.level) id=\"\(id)\">"
        write(node.children)
        // Named after its heading, so a list of a page's links tells them apart.
        let name = node.children.plainText
        let label = HTMLEscaping.escape(name.allSatisfy(\.isWhitespace) ? "Permalink to this section" : "Permalink to “\(name)”")
        output += "<a aria-label=\"\(label)\" class=\"heading-anchor\" href=\"#\(id)\">#</a></h\(node.level)>\n"
    }

    private mutating func list(_ tag: String, attributes: String, _ items: [ListItem], tight: Bool) {
        newLine()
        output += "<\(tag)\(attributes)>\n"
        for item in items {
            newLine()
            output += item.checkbox.map(Self.taskItemStart) ?? "<li>"
            write(item.children, tight: tight)
            output += "</li>\n"
        }
        output += "</\(tag)>\n"
    }

    private mutating func codeBlock(_ node: CodeBlock) {
        newLine()
        if let custom = writer.codeBlockRenderer(node) {
            output += custom
            newLine()
            return
        }
        let language = node.language.map { " class=\"language-\(HTMLEscaping.escape($0))\"" } ?? ""
        output += "<pre><code\(language)>\(HTMLEscaping.escape(node.code))</code></pre>\n"
    }

    /// Writes `open`, the content, then the matching close tag and a newline.
    mutating func element(_ open: String, content: (inout HTMLRendering) -> Void) {
        newLine()
        output += open
        content(&self)
        let name = open.dropFirst().prefix { $0 != ">" && $0 != " " }
        output += "</\(name)>\n"
    }

    /// Starts a new line unless the output is empty or already at one (cmark's `cr()`).
    mutating func newLine() {
        if let last = output.utf8.last, last != UInt8(ascii: "\n") { output += "\n" }
    }

    private func trimmedNewline(_ text: String) -> String {
        var trimmed = Substring(text)
        while trimmed.last == "\n" { trimmed.removeLast() }
        return String(trimmed)
    }

    // MARK: Inlines

    mutating func write(_ inlines: [Inline]) {
        for inline in inlines { write(inline) }
    }

    private mutating func write(_ inline: Inline) {
        switch inline {
        case .text(let node):
            output += HTMLEscaping.escape(node.string)
        case .code(let node):
            output += "<code>\(HTMLEscaping.escape(node.code))</code>"
        case .emphasis(let node):
            wrap("em", node.children)
        case .strong(let node):
            wrap("strong", node.children)
        case .link(let node):
            output += "<a href=\"\(href(node.destination))\"\(title(node.title))>"
            write(node.children)
            output += "</a>"
        case .image(let node):
            let alt = HTMLEscaping.escape(node.children.plainText)
            output += "<img alt=\"\(alt)\" src=\"\(href(node.source))\"\(title(node.title)) />"
        case .softBreak:
            output += "\n"
        case .lineBreak:
            output += "<br />\n"
        case .html(let node):
            output += writer.allowsRawHTML ? node.html : HTMLEscaping.escape(node.html)
        case .strikethrough(let node):
            wrap("del", node.children)
        case .footnoteReference(let node):
            footnoteReference(node)
        }
    }

    private mutating func wrap(_ tag: String, _ children: [Inline]) {
        output += "<\(tag)>"
        write(children)
        output += "</\(tag)>"
    }

    private func href(_ destination: String) -> String {
        LinkDestination.attributeValue(writer.destinationRewriter(destination), allowsUnsafe: writer.allowsRawHTML)
    }

    private func title(_ title: String) -> String {
        title.isEmpty ? "" : " title=\"\(HTMLEscaping.escape(title))\""
    }
}
