import Diagnostics
import MarkdownTree

/// Stage 2 of a build: the published articles in reading order and the home page, each parsed,
/// except a published article unchanged since the previous build, which comes unparsed from its
/// record (`IncrementalReuse`). Drafts are left out entirely; a Markdown file that cannot be read
/// or links outside the content folder is left out with an error.
///
/// An article's document is dropped as soon as its findings and anchors are taken: a site of
/// 10,000 articles cannot hold them all. `RenderedSite` parses each again when it renders it
/// (`page(of:)`), which costs about 2% of a cold build.
struct ParsedSite {
    /// Published articles in reading order, without their documents (`Article.outline`).
    private(set) var navigation = SiteNavigation(articles: [])
    /// `index.md`, when the content folder has one (always parsed, its document kept).
    private(set) var home: Article?
    /// The Markdown of the home page, the section pages and every published article this build
    /// read (all but those reused by their file's identity), by file.
    private(set) var markdown: [String: [UInt8]] = [:]
    /// Each published article's record key and the Markdown it covers, with the cache.
    private(set) var keys: [String: (key: Fingerprint, source: ArticleSource)] = [:]
    /// Published articles taken from their records, by file.
    private(set) var reused: [String: ArticleRecord] = [:]
    /// Heading and figure ids of each article this build parses, by file.
    private(set) var anchors: [String: Set<String>] = [:]
    /// The earlier stages' findings, then the Markdown's.
    private(set) var diagnostics: [Diagnostic]
    /// Each article's edit link and last commit day, from `index.md` and git.
    private(set) var edits = EditLinks(home: nil, history: .unknown)
    /// Where pages are published.
    let paths: PagePaths
    /// Each folder's `_index.md`, always parsed, by folder.
    private(set) var indexes: [String: Article] = [:]
    /// The redirect pages to write, and whether old `.html` paths get one.
    private(set) var claims = PageClaims(navigation: SiteNavigation(articles: []), keepsOldPaths: false)
    private let keepsOldPaths: Bool
    /// Where reused articles are read from when they must be parsed after all (`parsing(_:)`).
    private let content: ContentFolder

    /// The home page first: its front matter names the repository the articles' edit links point to.
    init(_ loaded: LoadedContent, reuse: IncrementalReuse) throws {
        diagnostics = loaded.diagnostics
        paths = loaded.paths
        keepsOldPaths = loaded.keepsOldPaths
        content = loaded.content
        let homeDiagnostics = try readHome(loaded.content)
        edits = EditLinks(home: home?.document?.frontMatter, history: SourceHistory.read(contentFolder: loaded.content.root))
        let sectionDiagnostics = try readSections(loaded.content)
        try readArticles(loaded.content, reuse: reuse)
        claims = PageClaims(navigation: navigation, keepsOldPaths: keepsOldPaths)
        diagnostics += sectionDiagnostics + claims.diagnostics + homeDiagnostics
        linkTargets = targets()
    }

    /// The published articles this build renders, in reading order (without their documents).
    var freshArticles: [Article] {
        navigation.articles.filter(isFresh)
    }

    /// Whether this build renders any published article: `freshArticles` is not empty, found
    /// without copying it.
    var rendersArticles: Bool {
        navigation.articles.contains(where: isFresh)
    }

    private func isFresh(_ article: Article) -> Bool {
        reused[article.file] == nil
    }

    /// An article this build renders, parsed again from its Markdown.
    func page(of article: Article) -> ParsedPage {
        let document = MarkdownParser.parse(utf8: markdown[article.file] ?? [])
        let parsed = Article(file: article.file, document: document, paths: paths, folderSection: folderSection(of: article.file))
        return ParsedPage(article: parsed.outline, document: parsed.document ?? document)
    }

    /// The home page with its document.
    var parsedHome: ParsedPage? { home.flatMap(ParsedPage.init) }

    /// Each folder's `_index.md` with its document, by folder name.
    var parsedSections: [ParsedPage] {
        indexes.sorted { $0.key < $1.key }.compactMap { ParsedPage($0.value) }
    }

    /// Every page's site path and anchors, for links: headings and figure ids of parsed pages, the
    /// recorded anchors of reused ones. A section page answers to its `_index.md` and its folder.
    /// Made once per site (settling, rendering and the cache all ask).
    private(set) var linkTargets: [String: LinkResolver.Target] = [:]

    private func targets() -> [String: LinkResolver.Target] {
        var targets: [String: LinkResolver.Target] = [:]
        for section in navigation.sections {
            guard let folder = section.folder, let page = section.page else { continue }
            targets[folder] = LinkResolver.Target(sitePath: page, anchors: section.index?.document.map(Self.anchors(in:)) ?? [])
            if let index = section.index { targets[index.file] = targets[folder] }
        }
        for article in navigation.articles {
            let found = reused[article.file]?.anchors ?? anchors[article.file]
            if let found { targets[article.file] = LinkResolver.Target(sitePath: article.page, anchors: found) }
        }
        if let home, let document = home.document {
            targets[home.file] = LinkResolver.Target(sitePath: "index.html", anchors: Self.anchors(in: document))
        }
        return targets
    }

    /// A page's heading ids and figure ids.
    private static func anchors(in document: MarkdownDocument) -> Set<String> {
        TableOfContents(document).anchors.union(ArticleExamples.anchors(in: document))
    }

    /// This site with these reused articles parsed after all: this build renders them, and the
    /// Markdown's findings are added. One reused by its file's identity is read now; one that can no
    /// longer be read (removed during the build) is rendered empty, with an error.
    func parsing(_ records: [ArticleRecord]) -> ParsedSite {
        var site = self
        var outlines: [String: Article] = [:]
        for record in records {
            if site.markdown[record.file] == nil {
                do {
                    site.markdown[record.file] = try content.read(record.file)
                } catch {
                    site.diagnostics.append(Self.unreadable(record.file, error))
                }
            }
            let parsed = parse(record.file, markdown: site.markdown[record.file] ?? [])
            outlines[record.file] = parsed.article
            site.reused[record.file] = nil
            site.anchors[record.file] = parsed.anchors
            site.diagnostics += parsed.diagnostics
        }
        site.navigation = SiteNavigation(articles: navigation.articles.map { outlines[$0.file] ?? $0 }, indexes: indexes, paths: paths)
        site.linkTargets = site.targets()
        return site
    }

    private typealias ParsedArticle = (article: Article, anchors: Set<String>, diagnostics: [Diagnostic])

    /// One article parsed: its outline, its ids and the Markdown's findings (its document is dropped).
    private func parse(_ file: String, markdown: [UInt8]) -> ParsedArticle {
        let article = Article(file: file, document: MarkdownParser.parse(utf8: markdown), paths: paths, folderSection: folderSection(of: file))
        guard let document = article.document else { return (article.outline, [], []) }
        let diagnostics = document.diagnostics.map { $0.located(in: file) } + TitleChecks.secondHeadings(in: document, file: file)
            + Self.folderKeyWarnings(article)
        return (article.outline, Self.anchors(in: document), diagnostics)
    }

    /// Reads every article and parses it (in parallel), except a published article whose record
    /// from the previous build has its key; leaves drafts out and orders the rest. An article the
    /// build's walk found unchanged is taken from its record without being checked again.
    private mutating func readArticles(_ content: ContentFolder, reuse: IncrementalReuse) throws {
        let checked = try content.articles.parallelMap { file -> (problem: ContentFolder.Problem?, source: Source?) in
            if let source = reused(file, identity: content.walkedIdentity(of: file), page: edits.signature(of: file), reuse: reuse) {
                return (nil, source)
            }
            let (problem, identity) = content.check(file)
            if let problem { return (problem, nil) }
            return (nil, try read(file, identity: identity, reuse: reuse))
        }
        for (file, result) in zip(content.articles, checked) {
            if let problem = result.problem { diagnostics.append(Self.unusable(problem, file: file)) }
        }
        var published: [Article] = []
        published.reserveCapacity(checked.count)
        keys.reserveCapacity(checked.count)
        reused.reserveCapacity(checked.count)
        for case let (_, source?) in checked where !source.article.isDraft {
            let file = source.article.file
            if let bytes = source.markdown { markdown[file] = bytes }
            keys[file] = source.key
            if let record = source.record { reused[file] = record }
            if let parsed = source.parsed {
                anchors[file] = parsed.anchors
                diagnostics += parsed.diagnostics
            }
            published.append(source.article)
        }
        navigation = SiteNavigation(articles: published, indexes: indexes, paths: paths)
        diagnostics += TitleChecks.duplicateTitles(navigation.articles)
    }

    /// One usable article as read: a reference, since a thousand of them pass through the
    /// parallel map and the loop after it (copying them as tuples cost a millisecond a build).
    private final class Source: @unchecked Sendable {
        let markdown: [UInt8]?
        let key: (key: Fingerprint, source: ArticleSource)?
        let article: Article
        let record: ArticleRecord?
        let parsed: ParsedArticle?

        init(markdown: [UInt8]?, key: (key: Fingerprint, source: ArticleSource)?, article: Article, record: ArticleRecord?, parsed: ParsedArticle?) {
            self.markdown = markdown
            self.key = key
            self.article = article
            self.record = record
            self.parsed = parsed
        }
    }

    /// One usable article: its previous record when its file still has the identity the record
    /// was made from, else read, and its record when the Markdown is unchanged, else parsed.
    private func read(_ file: String, identity: FileIdentity?, reuse: IncrementalReuse) throws -> Source {
        let page = edits.signature(of: file)
        if let source = reused(file, identity: identity, page: page, reuse: reuse) { return source }
        let markdown = try content.read(file), source = ArticleSource(markdown: markdown, identity: identity)
        let (key, record) = reuse.record(of: file, source: source, page: page)
        if let record {
            return Source(markdown: markdown, key: (record.key, source), article: Article(record: record, paths: paths), record: record.reading(source), parsed: nil)
        }
        let parsed = parse(file, markdown: markdown)
        return Source(markdown: markdown, key: key.map { ($0, source) }, article: parsed.article, record: nil, parsed: parsed)
    }

    /// An article from its previous record, when its file still has the identity the record was
    /// made from and its key (with what its page shows besides its Markdown, `page`) is unchanged.
    private func reused(_ file: String, identity: FileIdentity?, page: String, reuse: IncrementalReuse) -> Source? {
        guard let record = reuse.record(of: file, identity: identity, page: page) else { return nil }
        return Source(markdown: nil, key: (record.key, record.source), article: Article(record: record, paths: paths), record: record, parsed: nil)
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

    /// The section title of an article in a folder; nil at the top of the content folder.
    private func folderSection(of file: String) -> String? {
        guard let slash = file.lastIndex(of: "/") else { return nil }
        let folder = String(file[..<slash])
        return SiteNavigation.title(folder: folder, index: indexes[folder])
    }

    /// Reads and parses every folder's `_index.md`; their findings.
    private mutating func readSections(_ content: ContentFolder) throws -> [Diagnostic] {
        var found: [Diagnostic] = []
        for file in content.sectionIndexes {
            if let problem = content.problem(with: file) {
                found.append(Self.unusable(problem, file: file))
                continue
            }
            let bytes = try content.read(file)
            let article = Article(file: file, document: MarkdownParser.parse(utf8: bytes), paths: paths)
            markdown[file] = bytes
            indexes[article.folder] = article
            found += (article.document?.diagnostics ?? []).map { $0.located(in: file) } + Self.folderKeyWarnings(article)
        }
        return found
    }

    /// Keys a file in a folder cannot use, which would otherwise be ignored without a word: an
    /// article's `section` (its folder is its section) and an `_index.md`'s `slug` (the folder's
    /// name is the section's URL name).
    private static func folderKeyWarnings(_ article: Article) -> [Diagnostic] {
        guard !article.folder.isEmpty, let frontMatter = article.document?.frontMatter else { return [] }
        let isIndex = article.file.hasSuffix("/" + ContentFolder.sectionFile)
        let message: String? = switch (isIndex, frontMatter.section, frontMatter.slug) {
        case (false, _?, _): "'section' is ignored in a folder: the folder '\(article.folder)' is the article's section; remove the key"
        case (true, _, _?): "'slug' is ignored in '_index.md': the section's URL name is its folder's; rename the folder instead"
        default: nil
        }
        return message.map { [Diagnostic(.warning, .frontMatterUnknownKey, $0, file: article.file, at: frontMatter.range.start)] } ?? []
    }

    /// The error for an unchanged article's file that vanished before it could be parsed again.
    private static func unreadable(_ file: String, _ error: any Error) -> Diagnostic {
        Diagnostic(.error, .unreadableFile, "\(error); build again once the file is back", file: file, at: SourcePosition(line: 1, column: 1))
    }

    /// The error for a Markdown file the build leaves out.
    private static func unusable(_ problem: ContentFolder.Problem, file: String) -> Diagnostic {
        let id: DiagnosticID = problem == .outside ? .articleOutsideContent : .unreadableFile
        return Diagnostic(.error, id, "'\(file)' \(problem.explanation(folder: "content folder")); it is not published", file: file, at: SourcePosition(line: 1, column: 1))
    }
}
