import Diagnostics
import LayoutEngine

/// What the steps of one build hand each other, filled in step by step.
struct BuildState {
    let options: BuildOptions
    /// Figures of the builder's previous run.
    let cache: ExampleCache?
    /// A build with errors leaves the output folder as it was.
    let keepsOutputOnErrors: Bool
    /// URLs as the site's pages use them.
    let urls: SiteURLs
    var templates: TemplateSet?
    var content = ContentFolder(root: "", articles: [], homePage: nil, assets: [], nestedMarkdown: [])
    var assets = AssetCatalog()
    /// Published articles in reading order.
    var navigation = SiteNavigation(articles: [])
    /// `index.md`, when the content folder has one.
    var home: Article?
    /// The Markdown of every published article and the home page, by file: what the cache compares.
    var markdown: [String: [UInt8]] = [:]
    /// Examples by article file.
    var examples: [String: ArticleExamples] = [:]
    /// Published articles as HTML, in reading order.
    var rendered: [RenderedArticle] = []
    var renderedHome: RenderedArticle?
    var staging: StagingFolder?
    /// Figures kept between builds; nil when caching is off or nothing is written.
    var figureCache: FigureCache?
    /// What every figure of this build depends on (`FigureKey.environment`), with the cache.
    var figureEnvironment: Fingerprint?
    /// The previous build's articles, with the cache.
    var articleRecords: ArticleRecordStore?
    /// Each published article's `ArticleRecord` key, with the cache.
    var articleKeys: [String: Fingerprint] = [:]
    /// Published articles unchanged since the previous build: not parsed, their pages reused.
    var reused: [String: ArticleRecord] = [:]
    /// The page and anchors of every page, for links (`renderArticles`).
    var linkTargets: [String: LinkResolver.Target] = [:]
    /// Encoded search-index entries of the articles rendered by this build.
    var searchEntries: [String: [UInt8]] = [:]
    /// What the previous build wrote, so unchanged files are linked rather than written again.
    var outputManifest: OutputManifest?
    var diagnostics: [Diagnostic] = []
    var pageCount = 0
    var reusedArticleCount = 0
    var replacedOutput = false

    init(options: BuildOptions, cache: ExampleCache?, keepsOutputOnErrors: Bool) {
        self.options = options
        self.cache = cache
        self.keepsOutputOnErrors = keepsOutputOnErrors
        self.urls = SiteURLs(baseURL: options.baseURL)
    }

    var previewCount: Int {
        examples.values.reduce(0) { $0 + $1.previewCount } + reused.values.reduce(0) { $0 + $1.previewCount }
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
