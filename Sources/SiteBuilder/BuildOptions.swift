/// What to build from where: the inputs of `fieldguide build` and `fieldguide check`.
public struct BuildOptions: Sendable {
    /// The folder with the articles (`*.md` at its top level), `index.md` for the home page, and assets.
    public var contentFolder: String
    /// Mustache templates and `assets/`; nil uses the templates built into the tool.
    public var templatesFolder: String?
    /// Where the site goes; nil evaluates everything and writes nothing (`check`).
    public var outputFolder: String?
    /// Where the site will be published; nil keeps every internal URL relative.
    public var baseURL: BaseURL?
    /// Broken internal links are errors instead of warnings.
    public var strict: Bool
    /// Reuse figures drawn by earlier builds whose inputs are unchanged (a build with an output folder only).
    public var usesCache: Bool
    /// Where figures are kept between builds; nil puts `.fieldguide-cache` beside the output folder.
    public var cacheFolder: String?
    /// Raw HTML in the Markdown goes into pages as written, and the content folder's SVG, XML and
    /// HTML files are published as written (trusted authors only); off, raw HTML is shown as text,
    /// `javascript:` links are dropped, SVG and XML files lose what could run script and HTML
    /// files are not published.
    public var allowsRawHTML: Bool
    /// Replace the output even when it is a file, or a folder (or a link to one) that holds files
    /// Fieldguide did not write (`--force`); otherwise such an output stops the build.
    public var replacesAnyOutput: Bool
    /// The Chromium that draws each page's `og:image` card (`SocialImages`); nil draws none.
    public var chromium: String?

    /// `chromium` (or `chromium-browser`) on the `PATH`, if installed.
    public static var installedChromium: String? { HeadlessChromium.installed }

    /// `.fieldguide-cache` beside `output`: where `build` keeps figures, and where `check` finds them.
    public static func cacheFolder(besideOutput output: String) -> String {
        FigureCache.defaultFolder(besideOutput: output)
    }

    public init(
        contentFolder: String, templatesFolder: String? = nil, outputFolder: String? = nil, baseURL: BaseURL? = nil, strict: Bool = false,
        usesCache: Bool = true, cacheFolder: String? = nil, allowsRawHTML: Bool = false,
        replacesAnyOutput: Bool = false, chromium: String? = BuildOptions.installedChromium
    ) {
        self.contentFolder = contentFolder
        self.templatesFolder = templatesFolder
        self.outputFolder = outputFolder
        self.baseURL = baseURL
        self.strict = strict
        self.usesCache = usesCache
        self.cacheFolder = cacheFolder
        self.allowsRawHTML = allowsRawHTML
        self.replacesAnyOutput = replacesAnyOutput
        self.chromium = chromium
    }
}
