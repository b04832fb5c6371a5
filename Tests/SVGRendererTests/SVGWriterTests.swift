import Testing
@testable import SVGRenderer

/// The element writer: sorted attributes, escaping, one element per line.
@Suite struct SVGWriterTests {
    @Test func sortsAttributesByName() {
        let element = SVGElement("rect", ["y": "2", "x": "1", "width": "3", "class": "a", "data-node": "0.1"])
        #expect(SVGWriter().write(element) == "<rect class=\"a\" data-node=\"0.1\" width=\"3\" x=\"1\" y=\"2\"/>\n")
    }

    /// Attributes set one by one stay in name order; setting one again replaces it, nil removes it,
    /// and only `style` adds up when merged.
    @Test func attributesSetAfterwardsKeepNameOrder() {
        var element = SVGElement("path", ["stroke": "red", "d": "M0 0"])
        element.attributes["fill"] = "none"
        element.attributes["stroke"] = "blue"
        element.attributes["d"] = nil
        element.attributes["zoom"] = nil
        element.merge(["style": "fill:var(--a)", "class": "c"])
        element.merge(["style": "stroke:var(--b)", "fill": "#fff"])
        #expect(element.attributes["stroke"] == "blue")
        #expect(element.attributes["d"] == nil)
        #expect(element.attributes == ["style": "fill:var(--a);stroke:var(--b)", "stroke": "blue", "fill": "#fff", "class": "c"])
        #expect(SVGWriter().write(element) == "<path class=\"c\" fill=\"#fff\" stroke=\"blue\" style=\"fill:var(--a);stroke:var(--b)\"/>\n")
    }

    @Test func nestsChildrenWithIndentationAndWritesText() {
        let element = SVGElement("g", ["id": "a"], children: [SVGElement("title", text: "t"), SVGElement("g")])
        #expect(SVGWriter().write(element) == "<g id=\"a\">\n  <title>t</title>\n  <g/>\n</g>\n")
    }

    @Test func escapesTextSoItNeverBecomesMarkup() {
        let element = SVGElement("text", text: "</text><script>alert(\"x\") & 'y'</script>")
        #expect(SVGWriter().write(element) == "<text>&lt;/text&gt;&lt;script&gt;alert(\"x\") &amp; 'y'&lt;/script&gt;</text>\n")
    }

    @Test func escapesAttributeValues() {
        let element = SVGElement("image", ["href": "a.png?x=\"1\"&y=<2>\n"])
        #expect(SVGWriter().write(element) == "<image href=\"a.png?x=&quot;1&quot;&amp;y=&lt;2&gt;&#10;\"/>\n")
    }

    /// XML 1.0 forbids most control characters even as references; they become U+FFFD.
    @Test func replacesCharactersXMLForbids() {
        #expect(SVGWriter.escapeText("a\u{0}b\u{1B}c\u{FFFF}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        #expect(SVGWriter.escapeText("tab\there é 🙂") == "tab\there é 🙂")
    }

    /// CR is a reference everywhere (XML normalises a raw one away); tab and LF only in attributes,
    /// where a parser would turn them into spaces.
    @Test func keepsWhitespaceAsXMLNormalisesIt() {
        #expect(SVGWriter.escapeText("a\tb\nc\rd") == "a\tb\nc&#13;d")
        #expect(SVGWriter.escapeAttribute("a\tb\nc\rd\"") == "a&#9;b&#10;c&#13;d&quot;")
    }

    /// The two noncharacters at the end of the BMP are the only 3-byte sequences replaced; their
    /// neighbours pass through.
    @Test func replacesOnlyTheForbiddenNoncharacters() {
        #expect(SVGWriter.escapeText("\u{FFFE}\u{FFFD}\u{FFFC}\u{EFBF}x") == "\u{FFFD}\u{FFFD}\u{FFFC}\u{EFBF}x")
        #expect(SVGWriter.escapeText("\u{7F}\u{1F}") == "\u{7F}\u{FFFD}")
    }
}
