import Diagnostics

/// What building a site reports beyond its parts: the content folder, assets, links and fence options.
extension DiagnosticID {
    /// Two pages, or a page and a redirect, would be published at the same path.
    public static let duplicatePath = DiagnosticID(rawValue: "content.duplicate-path")
    /// An `aliases` entry that names no path inside the site.
    public static let invalidAlias = DiagnosticID(rawValue: "content.invalid-alias")
    /// A Markdown file that is a link to a file outside the content folder.
    public static let articleOutsideContent = DiagnosticID(rawValue: "content.outside-content")
    public static let unreadableFile = DiagnosticID(rawValue: "content.unreadable")

    /// An asset that is a link to a file outside the content folder.
    public static let assetOutsideContent = DiagnosticID(rawValue: "asset.outside-content")
    /// An asset at the path of a file the build generates.
    public static let assetConflict = DiagnosticID(rawValue: "asset.conflict")
    /// Two articles share a title; computed afresh each build, never kept in an article's record.
    public static let duplicateTitle = DiagnosticID(rawValue: "content.duplicate-title")
    /// A level-1 heading in an article's body, besides the page's own title.
    public static let secondPageHeading = DiagnosticID(rawValue: "content.second-h1")
    /// A page has `bash`, `json`… blocks, and highlight.js is not installed to colour them.
    public static let highlightScriptMissing = DiagnosticID(rawValue: "asset.highlight-script-missing")
    public static let unknownImageSize = DiagnosticID(rawValue: "asset.unknown-size")
    /// Two images `Image("name")` would both show.
    public static let duplicateImageName = DiagnosticID(rawValue: "asset.duplicate-name")
    /// An HTML file in the content folder, which would run as a page of the site.
    public static let pageNotPublished = DiagnosticID(rawValue: "asset.page-not-published")
    /// An SVG or XML asset published without the parts that could run script.
    public static let scriptRemoved = DiagnosticID(rawValue: "asset.script-removed")
    /// An SVG or XML asset that cannot be checked for script, so it is not copied.
    public static let malformedXML = DiagnosticID(rawValue: "asset.malformed-xml")
    /// `Image("name")` with no image of that name.
    public static let missingImage = DiagnosticID(rawValue: "asset.missing-image")

    /// A link or image to a missing page, heading or file.
    public static let brokenLink = DiagnosticID(rawValue: "link.broken")
    public static let linkOutsideContent = DiagnosticID(rawValue: "link.outside-content")

    /// A template reads a partial that only the built-in templates provide (an older templates folder).
    public static let builtInPartial = DiagnosticID(rawValue: "template.built-in-partial")
    public static let fenceUnknownOption = DiagnosticID(rawValue: "fence.unknown-option")
    public static let fenceInvalidValue = DiagnosticID(rawValue: "fence.invalid-value")
    public static let fenceDuplicateOption = DiagnosticID(rawValue: "fence.duplicate-option")
    /// A block's `width=` outside its own `widths=`.
    public static let widthOutsideWidths = DiagnosticID(rawValue: "fence.width-outside-widths")
}
