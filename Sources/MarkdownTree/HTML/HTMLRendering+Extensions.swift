/// The GFM blocks and inlines: tables and task items in cmark-gfm's shape, callouts and footnotes
/// in the shape GitHub gives them (class names of our own, styled by the site's CSS).
extension HTMLRendering {
    static func taskItemStart(_ checkbox: ListItem.Checkbox) -> String {
        let checked = checkbox == .checked ? " checked=\"\"" : ""
        return "<li class=\"task-list-item\"><input type=\"checkbox\" disabled=\"\"\(checked) /> "
    }

    mutating func table(_ node: Table) {
        newLine()
        output += "<table>\n<thead>\n"
        row(node.header, cell: "th", node.alignments)
        output += "</thead>\n"
        if !node.rows.isEmpty {
            output += "<tbody>\n"
            for row in node.rows { self.row(row, cell: "td", node.alignments) }
            output += "</tbody>\n"
        }
        output += "</table>\n"
    }

    private mutating func row(_ row: Table.Row, cell tag: String, _ alignments: [Table.Alignment]) {
        output += "<tr>\n"
        for (cell, alignment) in zip(row.cells, alignments) {
            output += alignment == .none ? "<\(tag)>" : "<\(tag) align=\"\(alignment.rawValue)\">"
            write(cell.children)
            output += "</\(tag)>\n"
        }
        output += "</tr>\n"
    }

    mutating func callout(_ node: Callout) {
        element("<div class=\"callout callout-\(node.kind.rawValue)\">") { rendering in
            rendering.output += "\n<p class=\"callout-title\">\(node.kind.title)</p>\n"
            rendering.write(node.children, tight: false)
        }
    }

    mutating func footnoteReference(_ node: FootnoteReference) {
        let (number, ordinal) = footnotes.reference(node.key)
        let id = ordinal == 1 ? "fnref-\(number)" : "fnref-\(number)-\(ordinal)"
        output += "<sup class=\"footnote-ref\"><a href=\"#fn-\(number)\" id=\"\(id)\">\(number)</a></sup>"
    }

    /// The referenced notes, in number order, each with a link back to every reference; notes
    /// referenced only from other notes are numbered (and listed) as they are written.
    mutating func footnoteSection() {
        guard !footnotes.order.isEmpty else { return }
        newLine()
        output += "<section class=\"footnotes\" aria-label=\"Footnotes\">\n<ol>\n"
        var index = 0
        while index < footnotes.order.count {
            let key = footnotes.order[index]
            index += 1
            output += "<li id=\"fn-\(index)\">\n"
            footnote(footnotes.definitions[key]?.children ?? [], number: index, references: footnotes.referenceCounts[key] ?? 1)
            output += "</li>\n"
        }
        output += "</ol>\n</section>\n"
    }

    private mutating func footnote(_ blocks: [Block], number: Int, references: Int) {
        let backLinks = (1...references).map { ordinal in
            let id = ordinal == 1 ? "fnref-\(number)" : "fnref-\(number)-\(ordinal)"
            let mark = ordinal == 1 ? "↩" : "↩<sup>\(ordinal)</sup>"
            return "<a href=\"#\(id)\" class=\"footnote-backref\" aria-label=\"Back to reference \(number)\">\(mark)</a>"
        }.joined(separator: " ")
        guard case .paragraph(let last)? = blocks.last else {
            write(blocks, tight: false)
            output += "<p>\(backLinks)</p>\n"
            return
        }
        write(Array(blocks.dropLast()), tight: false)
        element("<p>") { rendering in
            rendering.write(last.children)
            rendering.output += " " + backLinks
        }
    }
}
