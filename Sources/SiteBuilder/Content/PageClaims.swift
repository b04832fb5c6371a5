import Diagnostics
import MarkdownTree

/// Every path a site's pages and redirect pages take, checked so no two files are published at the
/// same path: the home page, `404.html`, articles, section pages, then the redirects of `aliases`
/// and, with `redirects: true`, of each article's old `.html` path. A later claim to a taken path
/// is an error on its file; a redirect that would replace a page is left out.
struct PageClaims {
    /// A small page at `sitePath` that sends the reader to `target` (a site path).
    struct Redirect: Equatable {
        let sitePath: String
        let target: String
        let title: String
    }

    /// Findings computed afresh each build from every article, never kept in an article's record.
    static let siteWide: [DiagnosticID] = [.duplicateTitle, .duplicatePath, .invalidAlias]

    private(set) var redirects: [Redirect] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Files whose page was not published because an earlier one has its path.
    private(set) var refused: Set<String> = []
    private var owners: [String: String] = ["index.html": ContentFolder.homePageFile, "404.html": "404.html"]

    init(navigation: SiteNavigation, keepsOldPaths: Bool) {
        for article in navigation.articles where !claim(article.page, by: article.file) { refused.insert(article.file) }
        for section in navigation.sections {
            guard let page = section.page, let folder = section.folder else { continue }
            let file = Self.indexFile(of: section, folder: folder)
            if !claim(page, by: file) { refused.insert(file) }
        }
        let sectionPages = navigation.sections.compactMap { section in section.index.flatMap { index in section.page.map { (index, $0) } } }
        for (article, page) in navigation.articles.map({ ($0, $0.page) }) + sectionPages {
            for alias in article.aliases { redirect(alias, to: page, from: article) }
        }
        if keepsOldPaths {
            for article in navigation.articles {
                let old = PagePaths.filesPath(of: article.file, slug: article.customSlug)
                if owners[old] == nil { add(Redirect(sitePath: old, target: article.page, title: article.title), owner: article.file) }
            }
        }
    }

    private mutating func redirect(_ alias: String, to page: String, from article: Article) {
        guard let path = PagePaths.redirect(alias: alias) else {
            diagnostics.append(Diagnostic(
                .error, .invalidAlias,
                "alias '\(alias)' is not a path inside the site; write it from the site's root, as in 'old/frames.html' or 'frames-old/'",
                file: article.file, at: Self.fileStart))
            return
        }
        guard claim(path, by: article.file, what: "alias '\(alias)'") else { return }
        redirects.append(Redirect(sitePath: path, target: page, title: article.title))
    }

    private mutating func add(_ redirect: Redirect, owner: String) {
        owners[redirect.sitePath] = owner
        redirects.append(redirect)
    }

    /// Takes `path` for `file`; false, with an error at the file's first line (where the front
    /// matter whose keys place pages starts, the same for an article reused unparsed), when
    /// another file has it.
    private mutating func claim(_ path: String, by file: String, what: String = "its page") -> Bool {
        if let owner = owners[path] {
            diagnostics.append(Diagnostic(
                .error, .duplicatePath, "\(what) would be published at '\(path)', which '\(owner)' already takes; give one of them another 'slug' or alias",
                file: file, at: Self.fileStart))
            return false
        }
        owners[path] = file
        return true
    }

    /// The `_index.md` a section page is made from, whether or not the folder has one.
    static func indexFile(of section: SiteNavigation.Section, folder: String) -> String {
        section.index?.file ?? folder + "/" + ContentFolder.sectionFile
    }

    private static let fileStart = SourcePosition(line: 1, column: 1)
}
