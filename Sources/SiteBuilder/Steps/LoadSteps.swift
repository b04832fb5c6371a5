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
            state.diagnostics.append(SiteDiagnostic(
                .warning, "content.nested-article", "'\(path)' is not published: articles sit at the top of the content folder",
                file: path, at: SourcePosition(line: 1, column: 1)))
        }
    }

    /// Parses every article (in parallel), leaves drafts out entirely, and orders the rest. Articles
    /// that cannot be read or link outside the content folder are left out with an error.
    static let parseArticles = BuildStep(name: "parse articles") { state in
        let content = state.content
        let readable = content.articles.filter { file in
            guard let problem = content.problem(with: file) else { return true }
            state.diagnostics.append(unusableDiagnostic(problem, file: file))
            return false
        }
        let parsed = try readable.parallelMap { file in
            let markdown = try content.read(file)
            return (markdown: markdown, article: Article(file: file, document: MarkdownParser.parse(utf8: markdown)))
        }
        var published: [Article] = []
        for (markdown, article) in parsed {
            let file = article.file
            guard !article.isDraft else { continue }
            state.markdown[file] = markdown
            state.diagnostics += article.document.diagnostics.map { SiteDiagnostic($0, file: file) }
            published.append(article)
        }
        state.navigation = SiteNavigation(articles: published)
        if let file = state.content.homePage, let problem = state.content.problem(with: file) {
            state.diagnostics.append(unusableDiagnostic(problem, file: file))
        } else if let file = state.content.homePage {
            let markdown = try state.content.read(file)
            let home = Article(file: file, document: MarkdownParser.parse(utf8: markdown))
            state.markdown[file] = markdown
            state.diagnostics += home.document.diagnostics.map { SiteDiagnostic($0, file: file) }
            state.home = home
        }
    }

    /// The error for a Markdown file the build leaves out.
    private static func unusableDiagnostic(_ problem: ContentFolder.Problem, file: String) -> SiteDiagnostic {
        let (id, reason) = switch problem {
        case .outside: ("content.outside-content", "links to a file outside the content folder")
        case .unreadable: ("content.unreadable", "cannot be read")
        }
        return SiteDiagnostic(.error, id, "'\(file)' \(reason); it is not published", file: file, at: SourcePosition(line: 1, column: 1))
    }
}
