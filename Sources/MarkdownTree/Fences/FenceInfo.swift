import Diagnostics

/// A code fence's info string read as a language and preview options, e.g.
/// ```` ```swift width=320 height=fit name="Dark variant" ````.
///
/// | option               | value                         | effect                                                  |
/// |----------------------|-------------------------------|---------------------------------------------------------|
/// | `width=N`            | points > 0                    | canvas width (the site default is an iPhone's 393)     |
/// | `height=N`           | points > 0, or `fit`          | canvas height; `fit` makes the canvas as tall as the view |
/// | `widths=MIN...MAX`   | points, MIN ≤ MAX             | a width slider over this range                          |
/// | `frames=on\|off`     | `on`/`off` (`true`/`false`)   | whether "Show frames" starts on (outline every view)    |
/// | `hidden`             | none                          | hide the code but still evaluate the block              |
/// | `no-preview`         | none                          | show the code without a preview                         |
/// | `name="…"`           | bare word or quoted string    | the preview's caption (`\"` and `\\` escape in quotes)  |
/// | `variants="A B …"`   | two or more values            | one preview per value put in the code's `/*variant*/` slot, with a picker; values with spaces are separated by `\|` instead |
/// | `dynamic-type=A,B,…` | `DynamicTypeSize` names       | one preview per text size, side by side                 |
/// | `dark`               | none                          | light and dark previews side by side                    |
/// | `zoom=N`             | 1 < N ≤ 8                     | draws the preview N times larger                         |
///
/// Options are separated by spaces or tabs; the first word is the language unless it contains `=`.
/// Unknown, repeated or malformed options become error diagnostics at their column; the first valid
/// value of an option counts. Meant for blocks the site evaluates (`swift`); other languages keep
/// their info strings to themselves.
public struct FenceInfo: Hashable, Sendable {
    public let language: String?
    public let preview: PreviewSettings
    public let isHidden: Bool
    public let showsPreview: Bool
    public let name: String?
    /// The values of `variants=`, in order; empty without the option.
    public let variants: [String]
    /// The names given to `dynamic-type=`, as written; the site checks them against SwiftUI's sizes.
    public let dynamicTypeSizes: [String]
    /// `dark`: both colour schemes side by side instead of the one matching the page.
    public let showsBothSchemes: Bool
    /// `zoom=N`, nil when not given.
    public let zoom: Double?
    /// Where each option's value starts in the file, by option name, so later checks can point at it.
    public let valuePositions: [String: SourcePosition]
    public let diagnostics: [Diagnostic]

    /// Parses `info`, whose first byte sits at `position` in the Markdown file.
    public init(parsing info: String, at position: SourcePosition) {
        var reader = FenceInfoReader(origin: position)
        reader.read(info)
        self.language = reader.language
        self.preview = reader.preview
        self.isHidden = reader.isHidden
        self.showsPreview = reader.showsPreview
        self.name = reader.name
        self.variants = reader.variants
        self.dynamicTypeSizes = reader.dynamicTypeSizes
        self.showsBothSchemes = reader.showsBothSchemes
        self.zoom = reader.zoom
        self.valuePositions = reader.valuePositions
        self.diagnostics = reader.diagnostics
    }
}
