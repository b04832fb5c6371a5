import Diagnostics
import MarkdownTree

/// Stage 1 of a build: the content folder listed once (articles, the home page's `index.md`,
/// section pages, assets) and its assets catalogued, every image's size read; with `allowsScripts`
/// (`--allow-raw-html`) SVG, XML and HTML assets are published as written. The home page's front
/// matter is read here too: its `urls:` places every page, which the cache's keys depend on.
struct LoadedContent {
    let content: ContentFolder
    let assets: AssetCatalog
    /// Unusable assets.
    let diagnostics: [Diagnostic]
    /// Where pages are published (`urls:` in `index.md`).
    let paths: PagePaths
    /// `redirects: true` in `index.md`: pretty URLs keep a redirect page at each `.html` path.
    let keepsOldPaths: Bool

    /// `walk`: the folder as this build already walked it, listed from that walk (`ContentWalk`).
    init(folder: String, allowsScripts: Bool, walk: ContentWalk? = nil) throws {
        content = try ContentFolder.scan(folder, walk: walk)
        assets = try AssetCatalog(content: content, allowsScripts: allowsScripts)
        diagnostics = assets.diagnostics
        let frontMatter = Self.homeFrontMatter(content)
        let style = frontMatter?.urls.flatMap(PagePaths.Style.init) ?? .files
        paths = PagePaths(style: style)
        keepsOldPaths = style == .pretty && frontMatter?.redirects == true
    }

    /// `index.md`'s front matter, when it can be read (`ParsedSite` reports it when it cannot).
    private static func homeFrontMatter(_ content: ContentFolder) -> FrontMatter? {
        guard let file = content.homePage, content.problem(with: file) == nil, let bytes = try? content.read(file) else { return nil }
        return MarkdownParser.parse(utf8: bytes).frontMatter
    }
}
