/// A code fence's info string read as a language and preview options, e.g.
/// ```` ```swift width=320 height=fit name="Dark variant" ````.
///
/// | option            | value                         | effect                                                  |
/// |-------------------|-------------------------------|---------------------------------------------------------|
/// | `width=N`         | points > 0                    | canvas width (the site default is an iPhone's 393)     |
/// | `height=N`        | points > 0, or `fit`          | canvas height; `fit` makes the canvas as tall as the view |
/// | `widths=MIN...MAX`| points, MIN ≤ MAX             | the range a width slider offers                         |
/// | `frames=on\|off`  | `on`/`off` (`true`/`false`)   | outline every view's bounds ("bordered frames")         |
/// | `hidden`          | none                          | hide the code but still evaluate the block              |
/// | `no-preview`      | none                          | show the code without a preview                         |
/// | `name="…"`        | bare word or quoted string    | the preview's caption (`\"` and `\\` escape in quotes)  |
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
    public let diagnostics: [MarkdownDiagnostic]

    /// Parses `info`, whose first byte sits at `position` in the Markdown file.
    public init(parsing info: String, at position: SourcePosition) {
        var reader = FenceInfoReader(origin: position)
        reader.read(info)
        self.language = reader.language
        self.preview = reader.preview
        self.isHidden = reader.isHidden
        self.showsPreview = reader.showsPreview
        self.name = reader.name
        self.diagnostics = reader.diagnostics
    }
}
