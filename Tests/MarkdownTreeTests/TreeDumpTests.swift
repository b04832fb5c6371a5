import Diagnostics
import MarkdownTree
import Testing

/// Source ranges on every node, checked against positions counted by hand in the inputs
/// (1-based lines, UTF-8 columns, inclusive ends as cmark's `--sourcepos` prints them).
@Suite struct TreeDumpTests {
    private func dump(_ markdown: String) -> String {
        MarkdownTreeDumper.dump(MarkdownParser.parse(markdown))
    }

    @Test func headings() {
        let markdown = """
            # Title

            Intro *one*
            ## Sub `x`
            Setext
            ======
            """
        #expect(dump(markdown) == """
            Document @1:1-6:6
            ├─ Heading @1:1-1:7 level: 1
            │  └─ Text @1:3-1:7 "Title"
            ├─ Paragraph @3:1-3:11
            │  ├─ Text @3:1-3:6 "Intro "
            │  └─ Emphasis @3:7-3:11
            │     └─ Text @3:8-3:10 "one"
            ├─ Heading @4:1-4:10 level: 2
            │  ├─ Text @4:4-4:7 "Sub "
            │  └─ InlineCode @4:8-4:10 "x"
            └─ Heading @5:1-6:6 level: 1
               └─ Text @5:1-5:6 "Setext"
            """)
    }

    @Test func lists() {
        let markdown = """
            - one
            - two
              1) three
              2) four

            + loose

            + list
            """
        #expect(dump(markdown) == """
            Document @1:1-8:6
            ├─ UnorderedList @1:1-4:9 tight: true
            │  ├─ ListItem @1:1-1:5
            │  │  └─ Paragraph @1:3-1:5
            │  │     └─ Text @1:3-1:5 "one"
            │  └─ ListItem @2:1-4:9
            │     ├─ Paragraph @2:3-2:5
            │     │  └─ Text @2:3-2:5 "two"
            │     └─ OrderedList @3:3-4:9 start: 1 delimiter: ")" tight: true
            │        ├─ ListItem @3:3-3:10
            │        │  └─ Paragraph @3:6-3:10
            │        │     └─ Text @3:6-3:10 "three"
            │        └─ ListItem @4:3-4:9
            │           └─ Paragraph @4:6-4:9
            │              └─ Text @4:6-4:9 "four"
            └─ UnorderedList @6:1-8:6 tight: false
               ├─ ListItem @6:1-6:7
               │  └─ Paragraph @6:3-6:7
               │     └─ Text @6:3-6:7 "loose"
               └─ ListItem @8:1-8:6
                  └─ Paragraph @8:3-8:6
                     └─ Text @8:3-8:6 "list"
            """)
    }

    @Test func nestedQuotes() {
        let markdown = """
            > outer
            > > inner
            > > still
            >
            > back
            """
        #expect(dump(markdown) == """
            Document @1:1-5:6
            └─ BlockQuote @1:1-5:6
               ├─ Paragraph @1:3-1:7
               │  └─ Text @1:3-1:7 "outer"
               ├─ BlockQuote @2:3-3:9
               │  └─ Paragraph @2:5-3:9
               │     ├─ Text @2:5-2:9 "inner"
               │     ├─ SoftBreak @2:10-2:10
               │     └─ Text @3:5-3:9 "still"
               └─ Paragraph @5:3-5:6
                  └─ Text @5:3-5:6 "back"
            """)
    }

    @Test func codeFencesWithInfoStrings() {
        let markdown = """
            Text

            ```swift width=320 name="A b"
            VStack {
                Text("hi")
            }
            ```

            > ```swift hidden
            > Color.red
            > ```

                indented
            """
        #expect(dump(markdown) == #"""
            Document @1:1-13:12
            ├─ Paragraph @1:1-1:4
            │  └─ Text @1:1-1:4 "Text"
            ├─ CodeBlock @3:1-7:3 fenced info: "swift width=320 name=\"A b\"" @3:4 code @4:1: "VStack {\n    Text(\"hi\")\n}\n"
            ├─ BlockQuote @9:1-11:5
            │  └─ CodeBlock @9:3-11:5 fenced info: "swift hidden" @9:6 code @10:3: "Color.red\n"
            └─ CodeBlock @13:5-13:12 indented code @13:5: "indented\n"
            """#)
    }

    @Test func codeLinesMapBackIntoTheFile() throws {
        let markdown = """
            - item

              > ```swift
              > VStack {
              >     Text("hi")
              > }
              > ```
            """
        let block = try #require(MarkdownParser.parse(markdown).codeBlocks.first)
        #expect(block.language == "swift")
        #expect(block.codeLineStarts.map(\.description) == ["4:5", "5:5", "6:5"])
        // `Text` sits at snippet line 2, column 5: file line 5, after "  > " and four spaces.
        #expect(block.sourcePosition(line: 2, column: 5) == SourcePosition(line: 5, column: 9))
    }

    @Test func inlineRangesRepairedWhereCmarkLosesTrack() {
        let markdown = """
            See [the
            docs](u "t") *em*  
            next\\
            last
            """
        #expect(dump(markdown) == """
            Document @1:1-4:4
            └─ Paragraph @1:1-4:4
               ├─ Text @1:1-1:4 "See "
               ├─ Link @1:5-2:12 destination: "u" title: "t"
               │  ├─ Text @1:6-1:8 "the"
               │  ├─ SoftBreak @1:9-1:9
               │  └─ Text @2:1-2:4 "docs"
               ├─ Text @2:13-2:13 " "
               ├─ Emphasis @2:14-2:17
               │  └─ Text @2:15-2:16 "em"
               ├─ LineBreak @2:18-2:18
               ├─ Text @3:1-3:4 "next"
               ├─ LineBreak @3:5-3:5
               └─ Text @4:1-4:4 "last"
            """)
    }

    @Test func crlfLineEndings() {
        #expect(dump("# A\r\n\r\n> ```swift w\r\n> x\r\n> ```\r\n") == #"""
            Document @1:1-5:5
            ├─ Heading @1:1-1:3 level: 1
            │  └─ Text @1:3-1:3 "A"
            └─ BlockQuote @3:1-5:5
               └─ CodeBlock @3:3-5:5 fenced info: "swift w" @3:6 code @4:3: "x\n"
            """#)
    }

    @Test func emptyDocument() {
        #expect(dump("") == "Document @1:1-1:1")
    }
}
