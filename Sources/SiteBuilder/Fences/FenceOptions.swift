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
/// | `dynamic-type=A,B,…` | `DynamicTypeSize` names       | one preview per text size, side by side                 |
/// | `dark`               | none                          | light and dark previews side by side                    |
/// | `zoom=N`             | 1 < N ≤ 8                     | draws the preview N times larger                         |
///
/// The first six are `PreviewSetting`s, which front matter `preview:` can also set. Unknown,
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
    var dynamicTypeSizes: [DynamicTypeSize] = []
    /// `dark`: both colour schemes side by side instead of the one matching the page.
    var showsBothSchemes = false
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

    /// The `dynamic-type=` names as SwiftUI's sizes; unknown names are errors at the option's
    /// value, after every other finding about the info string.
    private mutating func resolveDynamicTypeSizes(_ names: (names: [String], position: SourcePosition)?) {
        guard let (names, position) = names else { return }
        let known = DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")
        for name in names {
            if let size = DynamicTypeSize(rawValue: name) {
                dynamicTypeSizes.append(size)
            } else {
                diagnostics.append(Diagnostic(
                    .error, .fenceInvalidValue, "unknown Dynamic Type size '\(name)' (known sizes: \(known))", at: position))
            }
        }
    }
}
