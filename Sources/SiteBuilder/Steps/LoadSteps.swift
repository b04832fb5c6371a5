import Diagnostics
import MarkdownTree

extension BuildStep {
    /// Parses every template up front, so a broken one fails the build before anything is written.
    static let loadTemplates = BuildStep(name: "load templates") { state in
        state.templates = try TemplateSet(source: state.options.templatesFolder.map(TemplateSource.folder) ?? .builtIn)
    }

    /// Lists articles and assets and reads every image's size.
    static let loadContent = BuildStep(name: "load content") { state in
        state.content = try ContentFolder.scan(state.options.contentFolder)
        state.assets = try AssetCatalog(content: state.content)
        state.diagnostics += state.assets.diagnostics
        for path in state.content.nestedMarkdown {
            state.diagnostics.append(Diagnostic(
                .warning, .nestedArticle, "'\(path)' is not published: articles sit at the top of the content folder",
                file: path, at: SourcePosition(line: 1, column: 1)))
        }
    }

    /// Opens the figure cache and the previous build's article records (a build with an output
    /// folder and the cache on), and fingerprints what every figure of this build depends on.
    static let openCache = BuildStep(name: "open cache") { state in
        guard let cache = FigureCache.forBuild(state.options), let output = state.options.outputFolder else { return }
        state.figureCache = cache
        state.figureEnvironment = FigureKey.environment(assets: state.assets, urls: state.urls, fonts: try FontFiles.files())
        state.articleRecords = ArticleRecordStore(cacheFolder: cache.folder, output: output)
        state.outputManifest = OutputManifest(cacheFolder: cache.folder, output: output)
    }

    /// Reads every article and parses it (in parallel), except a published article whose record
    /// from the previous build has its key; leaves drafts out entirely and orders the rest.
    /// Articles that cannot be read or link outside the content folder are left out with an error.
    static let parseArticles = BuildStep(name: "parse articles") { state in
        let content = state.content, environment = state.figureEnvironment
        let records = state.articleRecords?.records ?? [:]
        let readable = content.articles.filter { file in
            guard let problem = content.problem(with: file) else { return true }
            state.diagnostics.append(unusableDiagnostic(problem, file: file))
            return false
        }
        let sources = try readable.parallelMap { file in
            let markdown = try content.read(file)
            let key = environment.map { ArticleRecord.key(markdown: markdown, file: file, environment: $0) }
            if let key, let record = records[file], record.key == key {
                return (markdown: markdown, key: Optional(key), article: Article(record: record), record: Optional(record))
            }
            return (markdown: markdown, key: key, article: Article(file: file, document: MarkdownParser.parse(utf8: markdown)), record: nil)
        }
        var published: [Article] = []
        for source in sources where !source.article.isDraft {
            let file = source.article.file
            state.markdown[file] = source.markdown
            state.articleKeys[file] = source.key
            state.reused[file] = source.record
            state.diagnostics += (source.article.document?.diagnostics ?? []).map { $0.located(in: file) }
            published.append(source.article)
        }
        state.navigation = SiteNavigation(articles: published)
        if let file = state.content.homePage, let problem = state.content.problem(with: file) {
            state.diagnostics.append(unusableDiagnostic(problem, file: file))
        } else if let file = state.content.homePage {
            let markdown = try state.content.read(file)
            let document = MarkdownParser.parse(utf8: markdown)
            state.markdown[file] = markdown
            state.diagnostics += document.diagnostics.map { $0.located(in: file) }
            state.home = Article(file: file, document: document)
        }
    }

    /// The error for a Markdown file the build leaves out.
    private static func unusableDiagnostic(_ problem: ContentFolder.Problem, file: String) -> Diagnostic {
        let (id, reason): (DiagnosticID, String) = switch problem {
        case .outside: (.articleOutsideContent, "links to a file outside the content folder")
        case .unreadable: (.unreadableFile, "cannot be read")
        }
        return Diagnostic(.error, id, "'\(file)' \(reason); it is not published", file: file, at: SourcePosition(line: 1, column: 1))
    }
}
