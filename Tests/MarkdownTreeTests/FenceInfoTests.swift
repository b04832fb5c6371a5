import Diagnostics
import MarkdownTree
import Testing

/// A fence's info string is split into a language and tokens with their file positions, and
/// nothing more: what the tokens mean is the application's.
@Suite struct FenceInfoTests {
    private let origin = SourcePosition(line: 5, column: 4)

    @Test func languageThenTokensWithTheirColumns() {
        let info = FenceInfo(parsing: "swift width=320 hidden", at: origin)
        #expect(info.language == "swift")
        // 'width' at byte 6, its value at 12, 'hidden' at 16; columns add origin 4.
        #expect(info.tokens == [
            FenceInfo.Token(key: "width", value: "320", keyPosition: SourcePosition(line: 5, column: 10), valuePosition: SourcePosition(line: 5, column: 16)),
            FenceInfo.Token(key: "hidden", value: nil, keyPosition: SourcePosition(line: 5, column: 20), valuePosition: SourcePosition(line: 5, column: 26)),
        ])
        #expect(info.diagnostics.isEmpty)
    }

    @Test func anyKeyIsATokenAndTabsSeparate() {
        let info = FenceInfo(parsing: "swift\tno-such-option=1 zoom", at: origin)
        #expect(info.tokens.map(\.key) == ["no-such-option", "zoom"])
        #expect(info.tokens.map(\.value) == ["1", nil])
        #expect(info.diagnostics.isEmpty)
    }

    @Test func quotedValuesUnescapeQuotesAndBackslashes() {
        let info = FenceInfo(parsing: #"swift name="say \"hi\" \\ ok" other"#, at: origin)
        #expect(info.tokens.first?.value == #"say "hi" \ ok"#)
        // The value's position is its opening quote, byte 11.
        #expect(info.tokens.first?.valuePosition == SourcePosition(line: 5, column: 15))
        #expect(info.tokens.map(\.key) == ["name", "other"])
    }

    @Test func aFirstWordWithEqualsIsNoLanguage() {
        let info = FenceInfo(parsing: "width=300 name=Compact", at: origin)
        #expect(info.language == nil)
        #expect(info.tokens.map(\.key) == ["width", "name"])
    }

    @Test func emptyValueAndEmptyInfoString() {
        let info = FenceInfo(parsing: "swift width=", at: origin)
        #expect(info.tokens.first?.value == "")
        #expect(info.tokens.first?.valuePosition == SourcePosition(line: 5, column: 16))
        let empty = FenceInfo(parsing: "", at: origin)
        #expect(empty.language == nil)
        #expect(empty.tokens.isEmpty)
        #expect(empty.diagnostics.isEmpty)
    }

    @Test func malformedQuotesHaveAColumn() {
        let unterminated = FenceInfo(parsing: #"swift a=1 name="open"#, at: origin)
        #expect(unterminated.diagnostics.map(\.description) == [#"5:19: error: quoted value has no closing '"' [fence.malformed-option]"#])
        #expect(unterminated.tokens.map(\.key) == ["a"])
        let glued = FenceInfo(parsing: #"swift name="a"b"#, at: origin)
        #expect(glued.diagnostics.map(\.message) == [#"expected a space after the closing '"'"#])
        #expect(glued.tokens.first?.value == "a")
    }

    @Test func codeBlockTokensPointIntoTheMarkdownFile() throws {
        let document = MarkdownParser.parse("Intro\n\n> ```swift  widht=1\n> Text(\"x\")\n> ```\n")
        let block = try #require(document.codeBlocks.first)
        #expect(block.infoPosition == SourcePosition(line: 3, column: 6))
        // cmark trims the info string to "swift  widht=1": 'widht' is at byte 7, column 13.
        #expect(block.fenceInfo.tokens.map(\.keyPosition) == [SourcePosition(line: 3, column: 13)])
    }
}
