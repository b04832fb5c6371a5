import Diagnostics
import MarkdownTree
import Testing

/// The info-string options of the site issue, and a diagnostic with a column for every way to get
/// them wrong.
@Suite struct FenceInfoTests {
    private let origin = SourcePosition(line: 5, column: 4)

    @Test func canvasSizeAndHiddenBlock() {
        let info = FenceInfo(parsing: "swift width=320 height=fit hidden", at: origin)
        #expect(info.language == "swift")
        #expect(info.preview == PreviewSettings(width: 320, height: .fit))
        #expect(info.isHidden)
        #expect(info.showsPreview)
        #expect(info.name == nil)
        #expect(info.diagnostics.isEmpty)
    }

    @Test func namesRangesFramesAndNoPreview() {
        let info = FenceInfo(parsing: "swift\tno-preview name=\"Dark variant\" widths=200...393 frames=off height=420.5", at: origin)
        #expect(info.preview == PreviewSettings(height: .points(420.5), widths: 200...393, showsFrames: false))
        #expect(!info.showsPreview)
        #expect(!info.isHidden)
        #expect(info.name == "Dark variant")
        #expect(info.diagnostics.isEmpty)
    }

    @Test func figureOptionsForVariantsTextSizesSchemesAndZoom() {
        let info = FenceInfo(parsing: #"swift variants=".top .center  .firstTextBaseline" dynamic-type=xSmall,accessibility3 dark zoom=2.5"#, at: origin)
        #expect(info.variants == [".top", ".center", ".firstTextBaseline"])
        #expect(info.dynamicTypeSizes == ["xSmall", "accessibility3"])
        #expect(info.showsBothSchemes)
        #expect(info.zoom == 2.5)
        #expect(info.diagnostics.isEmpty)
        // Value offsets: 'variants' value (its quote) at byte 15, 'dynamic-type' value at 63; columns add origin 4.
        #expect(info.valuePositions["variants"] == SourcePosition(line: 5, column: 19))
        #expect(info.valuePositions["dynamic-type"] == SourcePosition(line: 5, column: 67))
    }

    @Test func variantsWithSpacesAreSeparatedByBars() {
        let info = FenceInfo(parsing: #"swift variants="Text(\"a b\") | Color.red |Spacer()""#, at: origin)
        #expect(info.diagnostics.isEmpty)
        #expect(info.variants == [#"Text("a b")"#, "Color.red", "Spacer()"])
    }

    @Test func plainBlockHasNoFigureOptions() {
        let info = FenceInfo(parsing: "swift", at: origin)
        #expect(info.variants.isEmpty)
        #expect(info.dynamicTypeSizes.isEmpty)
        #expect(!info.showsBothSchemes)
        #expect(info.zoom == nil)
    }

    @Test func quotedValuesUnescapeQuotesAndBackslashes() {
        let info = FenceInfo(parsing: #"swift name="say \"hi\" \\ ok" name2"#, at: origin)
        #expect(info.name == #"say "hi" \ ok"#)
        #expect(info.diagnostics.map(\.id) == [.fenceUnknownOption])
    }

    @Test func bareNameAndNoLanguage() {
        let info = FenceInfo(parsing: "width=300 name=Compact", at: origin)
        #expect(info.language == nil)
        #expect(info.preview.width == 300)
        #expect(info.name == "Compact")
    }

    @Test func emptyInfoString() {
        let info = FenceInfo(parsing: "", at: origin)
        #expect(info.language == nil)
        #expect(info.preview == PreviewSettings())
        #expect(info.diagnostics.isEmpty)
    }

    @Test func everyMistakeHasAColumn() {
        // Byte offsets: 'widht' 6, 'tall' 21, 'yes' 33, '0' 43, the quote 50; columns add origin 4.
        let info = FenceInfo(parsing: #"swift widht=3 height=tall hidden=yes width=0 name="open"#, at: origin)
        #expect(info.diagnostics.map(\.description) == [
            #"5:54: error: quoted value has no closing '"' [fence.malformed-option]"#,
            "5:10: error: unknown fence option 'widht' (known options: 'dark', 'dynamic-type', 'frames', 'height', 'hidden', 'name', 'no-preview', 'variants', 'width', 'widths', 'zoom') [fence.unknown-option]",
            "5:25: error: 'height' must be a positive number of points or 'fit', not 'tall' [fence.invalid-value]",
            "5:37: error: fence option 'hidden' takes no value [fence.invalid-value]",
            "5:47: error: 'width' must be a positive number of points, not '0' [fence.invalid-value]",
        ])
        #expect(info.preview == PreviewSettings())
        #expect(!info.isHidden)
    }

    @Test func repeatedOptionKeepsTheFirst() {
        let info = FenceInfo(parsing: "swift width=300 width=400", at: origin)
        #expect(info.preview.width == 300)
        #expect(info.diagnostics.map(\.description) == [
            "5:20: error: fence option 'width' is given more than once; the first one counts [fence.duplicate-option]",
        ])
    }

    @Test(arguments: [
        ("swift widths=400...200", "'widths' must look like '200...393' (smallest first), not '400...200'"),
        ("swift widths=200..393", "'widths' must look like '200...393' (smallest first), not '200..393'"),
        ("swift frames=maybe", "'frames' must be 'on' or 'off', not 'maybe'"),
        ("swift width=-5", "'width' must be a positive number of points, not '-5'"),
        ("swift width=inf", "'width' must be a positive number of points, not 'inf'"),
        ("swift width=", "fence option 'width' needs a value, as in 'width=…'"),
        ("swift name", "fence option 'name' needs a value, as in 'name=…'"),
        ("swift variants=.top", "'variants' needs two or more values, as in 'variants=\".top .bottom\"'"),
        ("swift variants=\".top .top\"", "'variants' lists a value twice in '.top .top'"),
        ("swift dynamic-type=large,,xSmall", "'dynamic-type' must list sizes separated by commas, as in 'xSmall,large', not 'large,,xSmall'"),
        ("swift zoom=1", "'zoom' must be a number above 1 and at most 8, not '1'"),
        ("swift zoom=9", "'zoom' must be a number above 1 and at most 8, not '9'"),
        ("swift dark=on", "fence option 'dark' takes no value"),
        (#"swift name="a"b"#, #"expected a space after the closing '"'"#),
    ])
    func malformedValues(info: String, message: String) {
        #expect(FenceInfo(parsing: info, at: origin).diagnostics.map(\.message) == [message])
    }

    @Test func codeBlockDiagnosticsPointIntoTheMarkdownFile() throws {
        let document = MarkdownParser.parse("Intro\n\n> ```swift  widht=1\n> Text(\"x\")\n> ```\n")
        let block = try #require(document.codeBlocks.first)
        #expect(block.infoPosition == SourcePosition(line: 3, column: 6))
        // cmark trims the info string to "swift  widht=1": 'widht' is at byte 7, column 13.
        #expect(block.fenceInfo.diagnostics.map(\.position) == [SourcePosition(line: 3, column: 13)])
    }
}
