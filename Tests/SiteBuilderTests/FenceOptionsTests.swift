import Diagnostics
import LayoutEngine
import MarkdownTree
import Testing
import ViewTree
@testable import SiteBuilder

/// The fence options of the site issue, and a diagnostic with a column for every way to get them
/// wrong; front matter `preview:` defaults go through the same rules.
@Suite struct FenceOptionsTests {
    private let origin = SourcePosition(line: 5, column: 4)

    private func options(_ info: String) -> FenceOptions {
        FenceOptions(FenceInfo(parsing: info, at: origin))
    }

    @Test func canvasSizeAndHiddenBlock() {
        let info = options("swift width=320 height=fit hidden")
        #expect(info.preview == PreviewSettings(width: 320, height: .fit))
        #expect(info.isHidden)
        #expect(info.showsPreview)
        #expect(info.name == nil)
        #expect(info.diagnostics.isEmpty)
    }

    @Test func namesRangesFramesAndNoPreview() {
        let info = options("swift\tno-preview name=\"Dark variant\" widths=200...393 frames=off height=420.5")
        #expect(info.preview == PreviewSettings(height: .fixed(420.5), widths: .range(200...393), showsFrames: false))
        #expect(!info.showsPreview)
        #expect(!info.isHidden)
        #expect(info.name == "Dark variant")
        #expect(info.diagnostics.isEmpty)
        // 'widths' value at byte 44; columns add origin 4.
        #expect(info.widthsPosition == SourcePosition(line: 5, column: 48))
    }

    @Test func evalOffLeavesTheBlockUnevaluated() {
        #expect(options("swift").evaluates)
        #expect(!options("swift eval=off").evaluates)
        #expect(options("swift eval=on").evaluates)
        #expect(options("swift eval=off").diagnostics.isEmpty)
    }

    @Test func figureOptionsForVariantsTextSizesSchemesAndZoom() {
        let info = options(#"swift variants=".top .center  .firstTextBaseline" dynamic-type=xSmall,accessibility3 dark zoom=2.5"#)
        #expect(info.variants == [".top", ".center", ".firstTextBaseline"])
        #expect(info.preview.dynamicTypeSizes == [.xSmall, .accessibility3])
        #expect(info.preview.showsBothSchemes == true)
        #expect(info.zoom == 2.5)
        #expect(info.diagnostics.isEmpty)
        // Value offsets: 'variants' value (its quote) at byte 15; columns add origin 4.
        #expect(info.variantsPosition == SourcePosition(line: 5, column: 19))
    }

    @Test func unknownDynamicTypeSizesComeLastAtTheValue() {
        let info = options("swift dynamic-type=large,huge width=0")
        // 'dynamic-type' value at byte 19, 'width' value at 36; columns add origin 4.
        let found = info.diagnostics.map(\.description)
        #expect(found.count == 2)
        #expect(found.first == "5:40: error: 'width' must be a positive number of points, not '0' [fence.invalid-value]")
        #expect(found.last?.hasPrefix("5:23: error: unknown Dynamic Type size 'huge' (known sizes: xSmall, ") == true)
        #expect(info.preview.dynamicTypeSizes == nil)
    }

    @Test func variantsWithSpacesAreSeparatedByBars() {
        let info = options(#"swift variants="Text(\"a b\") | Color.red |Spacer()""#)
        #expect(info.diagnostics.isEmpty)
        #expect(info.variants == [#"Text("a b")"#, "Color.red", "Spacer()"])
    }

    @Test func plainBlockHasNoFigureOptions() {
        let info = options("swift")
        #expect(info.variants.isEmpty)
        #expect(info.preview.dynamicTypeSizes == nil)
        #expect(info.preview.showsBothSchemes == nil)
        #expect(info.zoom == nil)
    }

    @Test func quotedValuesUnescapeQuotesAndBackslashes() {
        let info = options(#"swift name="say \"hi\" \\ ok" name2"#)
        #expect(info.name == #"say "hi" \ ok"#)
        #expect(info.diagnostics.map(\.id) == [.fenceUnknownOption])
    }

    @Test func bareNameAndNoLanguage() {
        let info = options("width=300 name=Compact")
        #expect(info.preview.width == 300)
        #expect(info.name == "Compact")
    }

    @Test func emptyInfoString() {
        let info = options("")
        #expect(info.preview == PreviewSettings())
        #expect(info.diagnostics.isEmpty)
    }

    @Test func everyMistakeHasAColumn() {
        // Byte offsets: 'widht' 6, 'tall' 21, 'yes' 33, '0' 43, the quote 50; columns add origin 4.
        let info = options(#"swift widht=3 height=tall hidden=yes width=0 name="open"#)
        #expect(info.diagnostics.map(\.description) == [
            #"5:54: error: quoted value has no closing '"' [fence.malformed-option]"#,
            "5:10: error: unknown fence option 'widht' (known options: 'dark', 'device', 'dynamic-type', 'eval', 'frames', 'height', 'hidden', 'name', 'no-preview', 'scroll', 'variants', 'width', 'widths', 'zoom') [fence.unknown-option]",
            "5:25: error: 'height' must be a positive number of points or 'fit', not 'tall' [fence.invalid-value]",
            "5:37: error: fence option 'hidden' takes no value [fence.invalid-value]",
            "5:47: error: 'width' must be a positive number of points, not '0' [fence.invalid-value]",
        ])
        #expect(info.preview == PreviewSettings())
        #expect(!info.isHidden)
    }

    @Test func repeatedOptionKeepsTheFirst() {
        let info = options("swift width=300 width=400")
        #expect(info.preview.width == 300)
        #expect(info.diagnostics.map(\.description) == [
            "5:20: error: fence option 'width' is given more than once; the first one counts [fence.duplicate-option]",
        ])
    }

    @Test(arguments: [
        ("swift widths=400...200", "'widths' must look like '200...393' (smallest first) or be 'off', not '400...200'"),
        ("swift widths=200..393", "'widths' must look like '200...393' (smallest first) or be 'off', not '200..393'"),
        ("swift frames=maybe", "'frames' must be 'on' or 'off', not 'maybe'"),
        ("swift eval=later", "'eval' must be 'on' or 'off', not 'later'"),
        ("swift width=-5", "'width' must be a positive number of points, not '-5'"),
        ("swift width=inf", "'width' must be a positive number of points, not 'inf'"),
        ("swift width=", "fence option 'width' needs a value, as in 'width=…'"),
        ("swift name", "fence option 'name' needs a value, as in 'name=…'"),
        ("swift variants=.top", "'variants' needs two or more values, as in 'variants=\".top .bottom\"'"),
        ("swift variants=\".top .top\"", "'variants' lists a value twice in '.top .top'"),
        ("swift dynamic-type=large,,xSmall", "'dynamic-type' must list sizes separated by commas, as in 'xSmall,large', not 'large,,xSmall'"),
        ("swift zoom=1", "'zoom' must be a number above 1 and at most 8, not '1'"),
        ("swift zoom=9", "'zoom' must be a number above 1 and at most 8, not '9'"),
        ("swift no-preview=on", "fence option 'no-preview' takes no value"),
        ("swift dark=half", "'dark' must be 'on' or 'off', not 'half'"),
        (#"swift name="a"b"#, #"expected a space after the closing '"'"#),
    ])
    func malformedValues(info: String, message: String) {
        #expect(options(info).diagnostics.map(\.message) == [message])
    }

    @Test func devicesBySlugInEitherOrientation() throws {
        let phone = options("swift device=iphone-16-pro scroll=whole")
        #expect(phone.diagnostics.isEmpty)
        #expect(phone.preview.showsWholeScrollContent == true)
        let canvas = try #require(phone.preview.device)
        // Containers.md §7.1: 402 × 874 with 62 on top and 34 below.
        #expect(canvas.name == "iPhone 16 Pro")
        #expect(canvas.orientation == .portrait)
        #expect(canvas.safeRect == Rect(x: 0, y: 62, width: 402, height: 778))
        let pad = try #require(options("swift device=ipad-11-inch-landscape").preview.device)
        // 1194 × 834 sideways, 24 on top and 20 below in both orientations.
        #expect(pad.orientation == .landscape)
        #expect(pad.safeRect == Rect(x: 0, y: 24, width: 1194, height: 790))
        let se = try #require(options("swift device=iPhone-SE").preview.device)
        #expect(se.safeRect == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(options("swift scroll=viewport").preview.showsWholeScrollContent == false)
    }

    @Test func unknownDeviceListsTheKnownOnes() {
        let found = options("swift device=pixel-9").diagnostics.map(\.description)
        // The value starts at byte 13; columns add origin 4.
        #expect(found == [
            "5:17: error: unknown device 'pixel-9' (known screens: iphone-16-pro, iphone-16-pro-max, iphone-16, iphone-16-plus, iphone-14, "
                + "iphone-14-plus, iphone-se, ipad-11-inch, and other names of the same screens; add '-landscape' to turn one sideways) [fence.invalid-value]",
        ])
        #expect(options("swift scroll=all").diagnostics.map(\.message) == ["'scroll' must be 'viewport' or 'whole', not 'all'"])
    }

    @Test func codeBlockDiagnosticsPointIntoTheMarkdownFile() throws {
        let document = MarkdownParser.parse("Intro\n\n> ```swift  widht=1\n> Text(\"x\")\n> ```\n")
        let block = try #require(document.codeBlocks.first)
        // cmark trims the info string to "swift  widht=1": 'widht' is at byte 7, column 13.
        #expect(FenceOptions(block.fenceInfo).diagnostics.map(\.position) == [SourcePosition(line: 3, column: 13)])
    }

    // MARK: Front matter defaults

    @Test func frontMatterDefaultsUnderFenceOptions() throws {
        let document = MarkdownParser.parse("---\npreview:\n  width: 320\n  frames: off\n---\n\n```swift height=fit\nText(\"x\")\n```\n")
        #expect(document.diagnostics.isEmpty)
        let page = PreviewSettings.pageDefaults(document.frontMatter?.preview)
        #expect(page.diagnostics.isEmpty)
        #expect(page.settings == PreviewSettings(width: 320, showsFrames: false))
        let block = try #require(document.codeBlocks.first)
        #expect(FenceOptions(block.fenceInfo).preview.withDefaults(page.settings) == PreviewSettings(width: 320, height: .fit, showsFrames: false))
    }

    /// `dark` and `dynamic-type` follow the same rule as the canvas: the page's front matter sets
    /// every block's default, and a fence's own value (`dark=off`, `dynamic-type=off` included) wins.
    @Test func frontMatterSetsSchemesAndTextSizesThatFencesOverride() throws {
        let document = MarkdownParser.parse("---\npreview:\n  dark: on\n  dynamic-type: xSmall,accessibility3\n---\n")
        let page = PreviewSettings.pageDefaults(document.frontMatter?.preview)
        #expect(page.diagnostics.isEmpty)
        #expect(page.settings == PreviewSettings(showsBothSchemes: true, dynamicTypeSizes: [.xSmall, .accessibility3]))
        let inherited = ResolvedPreviewSettings(fence: options("swift").preview, page: page.settings)
        #expect(inherited.showsBothSchemes && inherited.dynamicTypeSizes == [.xSmall, .accessibility3])
        let own = ResolvedPreviewSettings(fence: options("swift dark=off dynamic-type=large").preview, page: page.settings)
        #expect(!own.showsBothSchemes && own.dynamicTypeSizes == [.large])
        let none = ResolvedPreviewSettings(fence: options("swift dynamic-type=off").preview, page: page.settings)
        #expect(none.dynamicTypeSizes == [] && none.showsBothSchemes)
        let plain = ResolvedPreviewSettings(fence: options("swift dark").preview, page: PreviewSettings())
        #expect(plain.showsBothSchemes && plain.dynamicTypeSizes == [])
        let wrong = MarkdownParser.parse("---\npreview:\n  dark: sometimes\n  dynamic-type: huge\n---\n")
        #expect(PreviewSettings.pageDefaults(wrong.frontMatter?.preview).diagnostics.map(\.description) == [
            "3:9: error: 'dark' must be 'on' or 'off', not 'sometimes' [front-matter.invalid-value]",
            "4:17: error: unknown Dynamic Type size 'huge' (known sizes: \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))) [front-matter.invalid-value]",
        ])
        #expect(options("swift dark=maybe").diagnostics.map(\.message) == ["'dark' must be 'on' or 'off', not 'maybe'"])
    }

    @Test func frontMatterPreviewMistakesHaveTheirPositions() {
        let document = MarkdownParser.parse("---\ntitle: Ok\npreview:\n  width: wide\n  zoom: 2\n  height: [1, 2]\n---\n")
        #expect(document.diagnostics.isEmpty)
        #expect(PreviewSettings.pageDefaults(document.frontMatter?.preview).diagnostics.map(\.description) == [
            "4:10: error: 'width' must be a positive number of points, not 'wide' [front-matter.invalid-value]",
            "5:3: warning: unknown front matter key 'preview.zoom' is ignored (known keys: dark, device, dynamic-type, frames, height, scroll, width, widths) [front-matter.unknown-key]",
            "6:11: error: 'preview.height' must be a single value [front-matter.invalid-value]",
        ])
        let scalar = MarkdownParser.parse("---\npreview: 320\n---\n")
        #expect(PreviewSettings.pageDefaults(scalar.frontMatter?.preview).diagnostics.map(\.description) == [
            "2:10: error: 'preview' must be a mapping such as 'width: 320' [front-matter.invalid-value]",
        ])
    }
}
