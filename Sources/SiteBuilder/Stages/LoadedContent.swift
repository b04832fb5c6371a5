import Diagnostics
import MarkdownTree

/// Stage 1 of a build: the content folder listed once (articles, the home page's `index.md`,
/// assets) and its assets catalogued, every image's size read; with `allowsScripts`
/// (`--allow-raw-html`) SVG, XML and HTML assets are published as written.
struct LoadedContent {
    let content: ContentFolder
    let assets: AssetCatalog
    /// Unusable assets, and `.md` files below the top level (not published).
    let diagnostics: [Diagnostic]

    init(folder: String, allowsScripts: Bool) throws {
        content = try ContentFolder.scan(folder)
        assets = try AssetCatalog(content: content, allowsScripts: allowsScripts)
        diagnostics = assets.diagnostics + content.nestedMarkdown.map { path in
            Diagnostic(
                .warning, .nestedArticle, "'\(path)' is not published: articles sit at the top of the content folder",
                file: path, at: SourcePosition(line: 1, column: 1))
        }
    }
}
