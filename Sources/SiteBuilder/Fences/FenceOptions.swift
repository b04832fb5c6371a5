import Diagnostics
import MarkdownTree
import ViewTree

/// A ```swift fence's options as the site reads them from the info string's tokens, e.g.
/// ```` ```swift width=320 height=fit name="Dark variant" ````.
///
/// | option               | value                         | effect                                                  |
/// |----------------------|-------------------------------|---------------------------------------------------------|
/// | `width=N`            | points > 0                    | canvas width (the site default is the engine's `defaultCanvas`) |
/// | `height=N`           | points > 0, or `fit`          | canvas height; `fit` makes the canvas as tall as the view |
/// | `widths=MIN...MAX\|off` | points within 1...2000, MIN ≤ MAX, or `off` | the width slider's range (default: half the canvas width to all of it); `off` for none |
/// | `frames=on\|off`     | `on`/`off` (`true`/`false`)   | whether "Always show frames" starts on (default off)    |
/// | `device=NAME`        | `iphone-16-pro`, `iphone-16`, `iphone-se`, `ipad-11-inch`, … (`PreviewDevice.screenSlugs` and their other names), `-landscape` appended for landscape | draws the whole screen with its safe area, status bar and cut-out; replaces `width`/`height` and any slider |
/// | `scroll=whole\|viewport` | `whole` or `viewport` (default) | `whole` shows each ScrollView's whole content instead of clipping it to the viewport |
/// | `hidden`             | none                          | hide the code but still evaluate the block              |
/// | `no-preview`         | none                          | show the code without a preview                         |
/// | `eval=on\|off`       | `on`/`off` (`true`/`false`)   | `off` shows the highlighted code and does not evaluate it (UIKit, code that needs an app target); later blocks don't see its declarations |
/// | `name="…"`           | bare word or quoted string    | the preview's caption                                    |
/// | `variants="A B …"`   | two or more values            | one preview per value put in the code's `/*variant*/` slot, with a picker; values with spaces are separated by `\|` instead |
/// | `dynamic-type=A,B,…\|off` | `DynamicTypeSize` names, or `off` | one preview per text size, side by side          |
/// | `dark`, `dark=on\|off` | none, or `on`/`off`         | light and dark previews side by side                    |
/// | `zoom=N`             | 1 < N ≤ 8                     | draws the preview N times larger                         |
///
/// The first six, `dynamic-type` and `dark` are `PreviewSetting`s, which front matter `preview:`
/// can also set (the fence's value wins). Unknown,
/// repeated or malformed options become error diagnostics at their column; the first valid value
/// of an option counts.
struct FenceOptions {
    var preview = PreviewSettings()
    var isHidden = false
    var showsPreview = true
    /// `eval=off`: the code is shown, never run.
    var evaluates = true
    var name: String?
    /// The values of `variants=`, in order; empty without the option.
    var variants: [String] = []
    var zoom: Double?
    /// Where the `variants=` value starts, for the findings about its slot and values.
    var variantsPosition: SourcePosition?
    /// Where the `widths=` value starts, for the finding about a width outside it.
    var widthsPosition: SourcePosition?
    /// The info string's malformed words, then every option that could not be read, in order.
    var diagnostics: [Diagnostic] = []

    /// Reads the tokens of a fence's info string.
    init(_ info: FenceInfo) {
        var reader = FenceOptionReader()
        for token in info.tokens { reader.apply(token, to: &self) }
        diagnostics = info.diagnostics + reader.diagnostics
        resolveDynamicTypeSizes(reader.dynamicTypeNames)
    }

    /// The `dynamic-type=` value as SwiftUI's sizes; an unknown name is an error at the option's
    /// value, after every other finding about the info string.
    private mutating func resolveDynamicTypeSizes(_ value: (text: String, position: SourcePosition)?) {
        guard let (text, position) = value else { return }
        switch PreviewSetting.dynamicTypeSizes(text) {
        case .success(let sizes): preview.dynamicTypeSizes = sizes
        case .failure(let problem): diagnostics.append(Diagnostic(.error, .fenceInvalidValue, problem.message, at: position))
        }
    }
}
