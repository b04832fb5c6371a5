import Diagnostics
import MarkdownTree
import Testing

/// Hostile or broken input parses to a partial tree with diagnostics, never a crash or a hang.
@Suite struct MalformedInputTests {
    @Test func invalidUTF8IsReplacedAndReported() {
        let bytes = Array("ok\n\nbad ".utf8) + [0xFF, 0xFE] + Array(" here\n".utf8)
        let document = MarkdownParser.parse(utf8: bytes)
        #expect(document.diagnostics.map(\.description) == [
            "3:5: warning: invalid UTF-8 replaced by U+FFFD [markdown.invalid-utf8]",
        ])
        #expect(document.blocks.last == .paragraph(Paragraph(
            children: [.text(Text(string: "bad \u{FFFD}\u{FFFD} here", range: range(3, 1, 3, 15)))],
            range: range(3, 1, 3, 15)
        )))
    }

    @Test func validBytesParseLikeTheString() {
        let markdown = "# Título\n\nTexto *é*\n"
        #expect(MarkdownParser.parse(utf8: Array(markdown.utf8)) == MarkdownParser.parse(markdown))
    }

    @Test func nulBytesBecomeReplacementCharacters() {
        #expect(paragraphs(MarkdownParser.parse("a\u{0}b")).first?.plainText == "a\u{FFFD}b")
    }

    @Test func tenThousandNestedQuotesAreCappedAtTheNestingLimit() {
        let document = MarkdownParser.parse(String(repeating: ">", count: 10_000) + " deep")
        // Quote k starts at column k; the 101st is the first past the default limit of 100.
        #expect(document.diagnostics.map(\.description) == [
            "1:101: warning: nesting deeper than 100 levels is flattened [markdown.nesting-too-deep]",
        ])
        var quotes = 0
        var blocks = document.blocks
        while case .blockQuote(let quote)? = blocks.first {
            quotes += 1
            blocks = quote.children
        }
        #expect(quotes == 100)
        #expect(blocks == [.paragraph(Paragraph(children: [.text(Text(string: "deep", range: range(1, 10_002, 1, 10_005)))], range: range(1, 10_002, 1, 10_005)))])
        #expect(HTMLWriter().render(document).hasSuffix("<p>deep</p>\n" + String(repeating: "</blockquote>\n", count: 100)))
    }

    @Test func tenThousandNestedListsAreCappedAtTheNestingLimit() {
        let document = MarkdownParser.parse(String(repeating: "- ", count: 10_000) + "x")
        // Each level is a list and an item (depth 2 per level): list 51, at column 101, is flattened.
        #expect(document.diagnostics.map(\.position) == [SourcePosition(line: 1, column: 101)])
        var lists = 0
        var blocks = document.blocks
        while case .unorderedList(let list)? = blocks.first {
            lists += 1
            blocks = list.items.first?.children ?? []
        }
        #expect(lists == 50)
        #expect(blocks.map(\.range.description) == ["1:20001-1:20001"])
        #expect(MarkdownTreeDumper.dump(document).hasSuffix(#"└─ Text @1:20001-1:20001 "x""#))
    }

    @Test func deepInlineNestingIsCappedToo() {
        let document = MarkdownParser.parse(String(repeating: "*a ", count: 5_000) + "x" + String(repeating: " a*", count: 5_000))
        #expect(document.diagnostics.map(\.id) == [.nestingTooDeep])
        // The paragraph is level 1, so 99 emphasis levels fit under the limit of 100.
        var depth = 0
        var inlines = paragraphs(document).first ?? []
        while let nested = inlines.compactMap(emphasisChildren).first {
            depth += 1
            inlines = nested
        }
        #expect(depth == 99)
        #expect(paragraphs(document).first?.plainText == String(repeating: "a ", count: 5_000) + "x" + String(repeating: " a", count: 5_000))
    }

    @Test func fiveMegabytesParseAndRenderInReasonableTime() {
        let chunk = """
            ## Section

            Some *emphasis*, a [link](https://example.com "title"), `code` and **strong** text that
            runs over a second line to make the paragraph realistic in length and content.

            - one
            - two with `Text("x")`

            > A quote with *style*.

            ```swift width=320
            VStack(spacing: 10) {
                Text("Hello")
            }
            ```


            """
        let count = 5_000_000 / chunk.utf8.count + 1
        let markdown = String(repeating: chunk, count: count)
        let clock = ContinuousClock()
        var document: MarkdownDocument?
        var html = ""
        let elapsed = clock.measure {
            document = MarkdownParser.parse(markdown)
            html = HTMLWriter().render(document!)
        }
        #expect(markdown.utf8.count > 5_000_000)
        #expect(document?.headings.count == count)
        // Each chunk is 16 lines; its code block closes on its 15th.
        #expect(document?.codeBlocks.last?.range.end.line == count * 16 - 1)
        // Thousands of equal headings: the last slug proves every earlier one was taken, in linear time.
        #expect(html.contains("<h2 id=\"section-\(count - 1)\">"))
        // A guard against quadratic work (that took minutes), not a benchmark: ~2 s in a debug build.
        #expect(elapsed < .seconds(30), "parsing and rendering 5 MB took \(elapsed)")
    }

    private func paragraphs(_ document: MarkdownDocument) -> [[Inline]] {
        document.blocks.compactMap { if case .paragraph(let node) = $0 { node.children } else { nil } }
    }

    private func emphasisChildren(_ inline: Inline) -> [Inline]? {
        if case .emphasis(let node) = inline { node.children } else { nil }
    }

    private func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> SourceRange {
        SourceRange(start: SourcePosition(line: l1, column: c1), end: SourcePosition(line: l2, column: c2))
    }
}
