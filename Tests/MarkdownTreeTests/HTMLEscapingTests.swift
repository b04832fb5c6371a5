import Testing
import MarkdownTree

/// Escaping for element content and attributes: five characters become references, characters
/// XML 1.0 forbids become U+FFFD, and everything else, multi-byte characters included, is kept.
@Suite struct HTMLEscapingTests {
    @Test func markupCharactersBecomeReferences() {
        #expect(HTMLEscaping.escape("a & b < c > d \" e ' f") == "a &amp; b &lt; c &gt; d &quot; e &#39; f")
    }

    @Test func forbiddenCharactersBecomeTheReplacementCharacter() {
        #expect(HTMLEscaping.escape("x\u{1}\t\n\r\u{1F}y") == "x\u{FFFD}\t\n\r\u{FFFD}y")
        #expect(HTMLEscaping.escape("\u{FFFE}\u{FFFF}") == "\u{FFFD}\u{FFFD}")
    }

    /// Neighbours of U+FFFE in UTF-8 (EF BF BD, EF AF BF) and characters of every length pass through.
    @Test func otherCharactersAreKeptByteForByte() {
        let text = "é\u{FFFD}\u{FBFF}🙂\u{7F}\u{85}&"
        #expect(HTMLEscaping.escape(text) == "é\u{FFFD}\u{FBFF}🙂\u{7F}\u{85}&amp;")
        #expect(HTMLEscaping.escape("plain text, 12 × 3") == "plain text, 12 × 3")
    }
}
