import MarkdownTree
import Testing

/// HTML output: everything escaped, raw HTML shown as text unless allowed, unique heading ids, and
/// the code-block hook the site uses for SwiftUI previews.
@Suite struct HTMLWriterTests {
    private func html(_ markdown: String, allowsRawHTML: Bool = false) -> String {
        HTMLWriter(allowsRawHTML: allowsRawHTML).render(MarkdownParser.parse(markdown))
    }

    @Test func escapesTextAttributesAndCode() {
        let markdown = """
            5 < 6 & "q" 'x'

            [a](/u "<script>t</script>") `<script>`

                <script>code</script>
            """
        #expect(html(markdown) == """
            <p>5 &lt; 6 &amp; &quot;q&quot; &#39;x&#39;</p>
            <p><a href="/u" title="&lt;script&gt;t&lt;/script&gt;">a</a> <code>&lt;script&gt;</code></p>
            <pre><code>&lt;script&gt;code&lt;/script&gt;
            </code></pre>

            """)
    }

    @Test func rawHTMLIsTextUnlessAllowed() {
        let markdown = "<script>alert(1)</script>\n\nHi <b>there</b>\n"
        #expect(html(markdown) == """
            <p>&lt;script&gt;alert(1)&lt;/script&gt;</p>
            <p>Hi &lt;b&gt;there&lt;/b&gt;</p>

            """)
        #expect(html(markdown, allowsRawHTML: true) == """
            <script>alert(1)</script>
            <p>Hi <b>there</b></p>

            """)
    }

    @Test func unsafeDestinationsAreDroppedUnlessRawHTMLIsAllowed() {
        let markdown = "[x](javascript:alert(1)) ![i](data:image/png;base64,AA) [f](file:///etc/passwd)"
        #expect(html(markdown) == """
            <p><a href="">x</a> <img alt="i" src="data:image/png;base64,AA" /> <a href="">f</a></p>

            """)
        #expect(html(markdown, allowsRawHTML: true) == """
            <p><a href="javascript:alert(1)">x</a> <img alt="i" src="data:image/png;base64,AA" /> <a href="file:///etc/passwd">f</a></p>

            """)
    }

    @Test func destinationsArePercentEncodedThenEscaped() {
        #expect(html("[sp](<a b>) [e](/é) [q](/s?a=1&b=2)") == """
            <p><a href="a%20b">sp</a> <a href="/%C3%A9">e</a> <a href="/s?a=1&amp;b=2">q</a></p>

            """)
    }

    @Test func destinationRewriterSeesLinksAndImagesBeforeEscaping() {
        let writer = HTMLWriter(destinationRewriter: { $0.hasSuffix(".md") ? "/guide/" + $0.dropLast(3) + ".html?a&b" : "/guide/" + $0 })
        #expect(writer.render(MarkdownParser.parse("[p](06-padding.md) ![m](images/m.svg)")) == """
            <p><a href="/guide/06-padding.html?a&amp;b">p</a> <img alt="m" src="/guide/images/m.svg" /></p>

            """)
    }

    @Test func headingSlugsAreUniqueAndStable() {
        let markdown = """
            # Intro
            ## Intro
            ## Intro-1
            #
            ## Hello, *World*!
            """
        let expected = """
            <h1 id="intro">Intro<a aria-label="Permalink to “Intro”" class="heading-anchor" href="#intro">#</a></h1>
            <h2 id="intro-1">Intro<a aria-label="Permalink to “Intro”" class="heading-anchor" href="#intro-1">#</a></h2>
            <h2 id="intro-1-1">Intro-1<a aria-label="Permalink to “Intro-1”" class="heading-anchor" href="#intro-1-1">#</a></h2>
            <h1 id="section"><a aria-label="Permalink to this section" class="heading-anchor" href="#section">#</a></h1>
            <h2 id="hello-world">Hello, <em>World</em>!<a aria-label="Permalink to “Hello, World!”" class="heading-anchor" href="#hello-world">#</a></h2>

            """
        let document = MarkdownParser.parse(markdown)
        #expect(HTMLWriter().render(document) == expected)
        #expect(HTMLWriter().render(document) == expected)
        var slugger = HeadingSlugger()
        #expect(document.headings.map { slugger.slug(for: $0) } == ["intro", "intro-1", "intro-1-1", "section", "hello-world"])
    }

    @Test func blockStructureFollowsCmarksShape() {
        let markdown = """
            Intro  
            line

            - a
            - b
              1. c

            3) x

            4) y

            > quote

            ***

            ```swift
            Text("hi")
            ```
            """
        #expect(html(markdown) == """
            <p>Intro<br />
            line</p>
            <ul>
            <li>a</li>
            <li>b
            <ol>
            <li>c</li>
            </ol>
            </li>
            </ul>
            <ol start="3">
            <li>
            <p>x</p>
            </li>
            <li>
            <p>y</p>
            </li>
            </ol>
            <blockquote>
            <p>quote</p>
            </blockquote>
            <hr />
            <pre><code class="language-swift">Text(&quot;hi&quot;)
            </code></pre>

            """)
    }

    @Test func codeBlockHookReplacesOnlyWhatItClaims() {
        let markdown = "```swift\nText(\"a\")\n```\n\n```python\nprint(1)\n```\n"
        let writer = HTMLWriter { block in
            block.language == "swift" ? "<figure class=\"preview\">\(block.range.start.line)</figure>" : nil
        }
        #expect(writer.render(MarkdownParser.parse(markdown)) == """
            <figure class="preview">1</figure>
            <pre><code class="language-python">print(1)
            </code></pre>

            """)
    }

    @Test func imageAltIsPlainTextEscaped() {
        #expect(html(#"![a *"b"* `c`](x.png "T")"#) == """
            <p><img alt="a &quot;b&quot; c" src="x.png" title="T" /></p>

            """)
    }
}
