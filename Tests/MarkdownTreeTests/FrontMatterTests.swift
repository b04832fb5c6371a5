import Diagnostics
import MarkdownTree
import Testing

/// Front matter is split off, typed, and never crashes; the body keeps its file line numbers.
@Suite struct FrontMatterTests {
    @Test func typedFieldsAndBodyLineOffset() throws {
        let markdown = """
            ---
            title: Alignment
            summary: How views line up
            order: 3
            section: Layout
            draft: true
            preview:
              width: 320
              frames: off
            ---
            # Hello

            ```swift height=fit
            Text("x")
            ```
            """
        let document = MarkdownParser.parse(markdown)
        #expect(document.diagnostics.isEmpty)
        #expect(MarkdownTreeDumper.dump(document) == #"""
            FrontMatter @1:1-10:3 title: "Alignment" summary: "How views line up" order: 3 section: "Layout" draft
            Document @11:1-15:3
            ├─ Heading @11:1-11:7 level: 1
            │  └─ Text @11:3-11:7 "Hello"
            └─ CodeBlock @13:1-15:3 fenced info: "swift height=fit" @13:4 code @14:1: "Text(\"x\")\n"
            """#)
        // `preview:` is handed over unread, each entry a token at its key's and value's positions.
        let frontMatter = try #require(document.frontMatter)
        #expect(frontMatter.preview == .entries([
            FenceInfo.Token(key: "width", value: "320", keyPosition: SourcePosition(line: 8, column: 3), valuePosition: SourcePosition(line: 8, column: 10)),
            FenceInfo.Token(key: "frames", value: "off", keyPosition: SourcePosition(line: 9, column: 3), valuePosition: SourcePosition(line: 9, column: 11)),
        ]))
    }

    @Test func emptyFrontMatterStillShiftsTheBody() {
        let document = MarkdownParser.parse("---\n---\nBody")
        #expect(document.frontMatter == FrontMatter(range: SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 2, column: 3))))
        #expect(document.blocks.first?.range.description == "3:1-3:4")
    }

    @Test func brokenYAMLIsADiagnosticAtItsFilePosition() {
        // libyaml stops at the second ':' of line 2, column 9 (`title: a: b`).
        let document = MarkdownParser.parse("---\ntitle: a: b\n---\nBody")
        #expect(document.diagnostics.map(\.description) == [
            "2:9: error: invalid YAML: a second ': ' on one line; quote the value if it holds ': ' [front-matter.invalid-yaml]",
        ])
        #expect(document.frontMatter?.title == nil)
        #expect(document.blocks.first?.range.description == "4:1-4:4")
    }

    /// libyaml's own words name its parser states ("did not find expected ',' or ']'"); each
    /// common mistake is said in the author's terms, at libyaml's position (issue 17 item 18).
    @Test func libyamlProblemsArePlainWords() {
        let cases: [(String, String)] = [
            ("title: [a\n", "3:1: error: invalid YAML: a '[' list is not closed; end it with ']' or quote the value"),
            ("title: {a: b\n", "3:1: error: invalid YAML: a '{' mapping is not closed; end it with '}' or quote the value"),
            ("title: \"open\n", "3:1: error: invalid YAML: a quoted value is not closed; end it with the same quote mark"),
            ("title: a\n\tb: c\n", "3:1: error: invalid YAML: a tab in the indentation; YAML indents with spaces only"),
            ("title: @home\n", "2:8: error: invalid YAML: a value cannot start with this character ('@', '`', '%' or a tab); quote the value"),
            ("title: *nothing\n", "2:8: error: invalid YAML: an alias ('*name') to an anchor ('&name') that is not defined above it"),
        ]
        for (yaml, expected) in cases {
            let lines = MarkdownParser.parse("---\n" + yaml + "---\nBody\n").diagnostics.map(\.description)
            #expect(lines == [expected + " [front-matter.invalid-yaml]"], "\(yaml.debugDescription)")
        }
    }

    @Test func duplicateKeysPointAtTheFirst() {
        let document = MarkdownParser.parse("---\ntitle: a\ntitle: b\n---\n")
        #expect(document.diagnostics.map(\.description) == [
            "2:1: error: invalid YAML: duplicate key 'title' [front-matter.invalid-yaml]",
        ])
    }

    @Test func crlfFrontMatter() {
        let document = MarkdownParser.parse("---\r\ntitle: Windows\r\n---\r\nBody\r\n")
        #expect(document.frontMatter?.title == "Windows")
        #expect(document.blocks.first?.range.description == "4:1-4:4")
    }

    @Test func yamlColumnsAreCountedInUTF8Bytes() {
        // 'é' is one Unicode scalar (libyaml's column unit) but two UTF-8 bytes: ':' is byte 10.
        let document = MarkdownParser.parse("---\ntitle: é: b\n---\n")
        #expect(document.diagnostics.map(\.position) == [SourcePosition(line: 2, column: 10)])
    }

    @Test func unknownKeysWarnAndWrongTypesErr() {
        let markdown = """
            ---
            title: Ok
            tags: Swift
            order: three
            preview:
              width: wide
              zoom: 2
            ---
            """
        let document = MarkdownParser.parse(markdown)
        #expect(document.frontMatter?.title == "Ok")
        #expect(document.frontMatter?.order == nil)
        #expect(document.diagnostics.map(\.description) == [
            "3:1: warning: unknown front matter key 'tags' is ignored (known keys: aliases, branch, draft, og-image, order, preview, redirects, repository, section, slug, summary, title, urls, weight) [front-matter.unknown-key]",
            "4:8: error: 'order' must be an integer [front-matter.invalid-value]",
        ])
        // The site reads `preview:` (FenceOptionsTests); here it is only handed over.
        #expect(document.frontMatter?.preview.map { if case .entries(let tokens) = $0 { tokens.map(\.key) } else { [] } } == ["width", "zoom"])
    }

    /// Each key reads its own value, so YAML's tags do not matter: a plain `yes`, `off` or `2024`
    /// is read as the key expects, and a quoted one stays text (the parser resolves no tags).
    @Test func plainValuesAreReadByTheirKeyAndQuotedOnesStayText() {
        let plain = MarkdownParser.parse("---\ntitle: 2024\ndraft: yes\nredirects: off\norder: 7\n---\n")
        #expect(plain.frontMatter?.title == "2024")
        #expect(plain.frontMatter?.isDraft == true)
        #expect(plain.frontMatter?.redirects == false)
        #expect(plain.frontMatter?.order == 7)
        #expect(plain.diagnostics.isEmpty)
        let quoted = MarkdownParser.parse("---\ndraft: \"true\"\norder: \"2\"\n---\n")
        #expect(quoted.diagnostics.map(\.description) == [
            "2:8: error: 'draft' must be 'true' or 'false' [front-matter.invalid-value]",
            "3:8: error: 'order' must be an integer [front-matter.invalid-value]",
        ])
    }

    @Test func frontMatterMustBeAMapping() {
        let document = MarkdownParser.parse("---\n- a\n- b\n---\nBody")
        #expect(document.diagnostics.map(\.description) == [
            "2:1: error: front matter must be a mapping of 'key: value' lines [front-matter.not-a-mapping]",
        ])
        #expect(document.frontMatter?.range.description == "1:1-4:3")
    }

    @Test func unterminatedFrontMatterIsReadAsMarkdown() {
        let document = MarkdownParser.parse("---\ntitle: x\n")
        #expect(document.frontMatter == nil)
        #expect(document.diagnostics.map(\.id) == [.frontMatterUnterminated])
        #expect(MarkdownTreeDumper.dump(document) == """
            Document @1:1-2:8
            ├─ ThematicBreak @1:1-1:3
            └─ Paragraph @2:1-2:8
               └─ Text @2:1-2:8 "title: x"
            """)
    }

    @Test func markdownWithoutFrontMatterIsUntouched() {
        let document = MarkdownParser.parse("Plain\n---\n")
        #expect(document.frontMatter == nil)
        #expect(document.diagnostics.isEmpty)
        #expect(MarkdownTreeDumper.dump(document) == """
            Document @1:1-2:3
            └─ Heading @1:1-2:3 level: 2
               └─ Text @1:1-1:5 "Plain"
            """)
    }

    /// The keys that place a page (issue 15): `slug`, `aliases` (a list, or one path), `weight` as
    /// `order` (which wins when both are set), and `urls`/`redirects` for `index.md`.
    @Test func pagePlacingKeys() {
        let good = MarkdownParser.parse("---\nslug: frames\naliases:\n  - old/frames.html\n  - frames-old/\nweight: 4\nurls: pretty\nredirects: true\n---\n")
        #expect(good.diagnostics.isEmpty)
        #expect(good.frontMatter?.slug == "frames")
        #expect(good.frontMatter?.aliases == ["old/frames.html", "frames-old/"])
        #expect(good.frontMatter?.order == 4)
        #expect(good.frontMatter?.urls == "pretty")
        #expect(good.frontMatter?.redirects == true)
        #expect(MarkdownParser.parse("---\naliases: old.html\n---\n").frontMatter?.aliases == ["old.html"])
        let bad = MarkdownParser.parse("---\norder: 1\nweight: 2\nslug: a b\naliases:\n  x: y\nurls: fancy\n---\n")
        #expect(bad.frontMatter?.order == 1)
        #expect(bad.frontMatter?.slug == nil)
        #expect(bad.frontMatter?.aliases == [])
        #expect(bad.frontMatter?.urls == nil)
        #expect(bad.diagnostics.map(\.description) == [
            "4:7: error: 'slug' must be one URL name without '/' or spaces, as in 'frames' [front-matter.invalid-value]",
            "6:3: error: 'aliases' must be a list of site paths, as in '[old/frames.html]' [front-matter.invalid-value]",
            "7:7: error: 'urls' must be 'pretty' or 'files' [front-matter.invalid-value]",
            "3:1: warning: both 'order' (1) and 'weight' (2) are set; 'order' is used: remove one of them [front-matter.invalid-value]",
        ])
    }
}
