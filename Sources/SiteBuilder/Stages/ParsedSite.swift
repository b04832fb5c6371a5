import Diagnostics
import MarkdownTree

/// Stage 2 of a build: the published articles in reading order and the home page, each parsed,
/// except a published article unchanged since the previous build, which comes unparsed from its
/// record (`IncrementalReuse`). Drafts are left out entirely; a Markdown file that cannot be read
/// or links outside the content folder is left out with an error.
struct ParsedSite {
    /// Published articles in reading order; those this build parsed hold their document.
    private(set) var navigation = SiteNavigation(articles: [])
    /// `index.md`, when the content folder has one (always parsed).
    private(set) var home: Article?
    /// The Markdown of every published article and the home page, by file.
    private(set) var markdown: [String: [UInt8]] = [:]
    /// Each published article's record key, with the cache.
    private(set) var keys: [String: Fingerprint] = [:]
    /// Published articles taken from their records, by file.
    private(set) var reused: [String: ArticleRecord] = [:]
    /// The earlier stages' findings, then the Markdown's.
    private(set) var diagnostics: [Diagnostic]
    /// Each article's edit link and last commit day, from `index.md` and git.
    private(set) var edits = EditLinks(home: nil, history: .unknown)

    /// The home page first: its front matter names the repository the articles' edit links point to.
    init(_ loaded: LoadedContent, reuse: IncrementalReuse) throws {
        diagnostics = loaded.diagnostics
        let homeDiagnostics = try readHome(loaded.content)
        edits = EditLinks(home: home?.document?.frontMatter, history: SourceHistory.read(contentFolder: loaded.content.root))
        try readArticles(loaded.content, reuse: reuse)
        diagnostics += homeDiagnostics
    }

    /// The published articles this build parsed, in reading order, each with its document.
    var parsedArticles: [ParsedPage] {
        navigation.articles.compactMap(ParsedPage.init)
    }

    /// The home page with its document.
    var parsedHome: ParsedPage? { home.flatMap(ParsedPage.init) }

    /// This site with these reused articles parsed after all, and their pages: they take their
    /// place in the navigation with their documents, and the Markdown's findings are added.
    func parsing(_ records: [ArticleRecord]) -> (site: ParsedSite, pages: [ParsedPage]) {
        let pages = records.compactMap { record in
            ParsedPage(Article(file: record.file, document: MarkdownParser.parse(utf8: markdown[record.file] ?? [])))
        }
        let byFile = Dictionary(uniqueKeysWithValues: pages.map { ($0.article.file, $0.article) })
        var site = self
        site.navigation = SiteNavigation(articles: navigation.articles.map { byFile[$0.file] ?? $0 })
        for record in records { site.reused[record.file] = nil }
        site.diagnostics += pages.flatMap(\.diagnostics)
        return (site, pages)
    }

    /// Reads every article and parses it (in parallel), except a published article whose record
    /// from the previous build has its key; leaves drafts out and orders the rest.
    private mutating func readArticles(_ content: ContentFolder, reuse: IncrementalReuse) throws {
        let readable = content.articles.filter { file in
            guard let problem = content.problem(with: file) else { return true }
            diagnostics.append(Self.unusable(problem, file: file))
            return false
        }
        let sources = try readable.parallelMap { file in
            let markdown = try content.read(file)
            let (key, record) = reuse.record(of: file, markdown: markdown, page: edits.signature(of: file))
            let article = record.map(Article.init(record:)) ?? Article(file: file, document: MarkdownParser.parse(utf8: markdown))
            return (markdown: markdown, key: key, article: article, record: record)
        }
        var published: [Article] = []
        for source in sources where !source.article.isDraft {
            let file = source.article.file
            markdown[file] = source.markdown
            keys[file] = source.key
            reused[file] = source.record
            diagnostics += (source.article.document?.diagnostics ?? []).map { $0.located(in: file) }
            diagnostics += source.article.document.map { TitleChecks.secondHeadings(in: $0, file: file) } ?? []
            published.append(source.article)
        }
        navigation = SiteNavigation(articles: published)
        diagnostics += TitleChecks.duplicateTitles(navigation.articles)
    }

    /// Reads and parses `index.md`, when there is one; its findings, which follow the articles'.
    private mutating func readHome(_ content: ContentFolder) throws -> [Diagnostic] {
        guard let file = content.homePage else { return [] }
        if let problem = content.problem(with: file) { return [Self.unusable(problem, file: file)] }
        let bytes = try content.read(file)
        let document = MarkdownParser.parse(utf8: bytes)
        markdown[file] = bytes
        home = Article(file: file, document: document)
        return document.diagnostics.map { $0.located(in: file) }
    }

    /// The error for a Markdown file the build leaves out.
    private static func unusable(_ problem: ContentFolder.Problem, file: String) -> Diagnostic {
        let id: DiagnosticID = problem == .outside ? .articleOutsideContent : .unreadableFile
        return Diagnostic(.error, id, "'\(file)' \(problem.explanation(folder: "content folder")); it is not published", file: file, at: SourcePosition(line: 1, column: 1))
    }
}
