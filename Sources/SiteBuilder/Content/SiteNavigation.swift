import Foundation
import MarkdownTree

/// The reading order of a site: articles sorted by `order` then file name, grouped into sidebar
/// sections, with a previous and next article each. Articles at the top of the content folder are
/// grouped by their `section` key; every subfolder is a section of its own, titled and ordered by
/// its `_index.md` (or titled after the folder), with a section page. Sections appear by their
/// `order`: a folder's is its `_index.md`'s, a `section` key's that of its first article; sections
/// without one follow, in the order of their first article.
struct SiteNavigation {
    /// One sidebar group; `title` is nil for top-level articles without a `section`.
    struct Section {
        let title: String?
        var articles: [Article]
        /// The content folder, for a folder's section.
        var folder: String?
        /// The folder's `_index.md`, when it has one.
        var index: Article?
        /// The section page's path in the site, for a folder's section.
        var page: String?

        /// A folder's section: `order` from `_index.md`.
        var order: Int? { folder == nil ? articles.first?.order : index?.order }
    }

    let articles: [Article]
    let sections: [Section]
    /// Each article's section and place in it, and its place in reading order, by content path: a
    /// page finds its sidebar section and neighbours without searching every article.
    private let places: [String: (section: Int, index: Int, order: Int)]

    /// `indexes`: the `_index.md` articles by folder.
    init(articles unordered: [Article], indexes: [String: Article] = [:], paths: PagePaths = PagePaths()) {
        let ordered = unordered.sorted(by: Article.precedes)
        var sections: [Section] = []
        for article in ordered {
            let folder = article.folder.isEmpty ? nil : article.folder
            let title = folder.map { Self.title(folder: $0, index: indexes[$0]) } ?? article.section
            if let index = sections.firstIndex(where: { $0.folder == folder && $0.title == title }) {
                sections[index].articles.append(article)
            } else {
                sections.append(Section(title: title, articles: [article], folder: folder, index: folder.flatMap { indexes[$0] }))
            }
        }
        for (folder, index) in indexes.sorted(by: { $0.key < $1.key }) where !sections.contains(where: { $0.folder == folder }) {
            sections.append(Section(title: Self.title(folder: folder, index: index), articles: [], folder: folder, index: index))
        }
        for index in sections.indices { sections[index].page = sections[index].folder.map(paths.section) }
        self.sections = sections.enumerated().sorted { a, b in
            switch (a.element.order, b.element.order) {
            case let (x?, y?) where x != y: x < y
            case (.some, nil): true
            case (nil, .some): false
            default: a.offset < b.offset
            }
        }.map(\.element)
        self.articles = self.sections.flatMap(\.articles)
        var places: [String: (section: Int, index: Int, order: Int)] = [:]
        var order = 0
        for (sectionIndex, section) in self.sections.enumerated() {
            for (index, article) in section.articles.enumerated() {
                places[article.file] = (sectionIndex, index, order)
                order += 1
            }
        }
        self.places = places
    }

    /// A folder's section title: its `_index.md`'s title or first heading, else its last name
    /// without its ordering number, words split at `-` and `_`, the first letter capitalised
    /// (`02-stack-views` is "Stack views").
    static func title(folder: String, index: Article? = nil) -> String {
        if let index, index.hasOwnTitle { return index.title }
        let name = String(folder.split(separator: "/").last ?? "")
        let words = PagePaths(style: .pretty).urlName(name).replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return HTMLEscaping.replacingCharactersXMLForbids(words.prefix(1).uppercased() + words.dropFirst())
    }

    /// The sidebar section holding the article with this content path, and its place there.
    func place(of file: String) -> (section: Int, index: Int)? { places[file].map { ($0.section, $0.index) } }

    /// The published article with this content path.
    func article(file: String) -> Article? { places[file].map { articles[$0.order] } }

    /// The articles before and after `article` in reading order (sidebar order).
    func neighbours(of article: Article) -> (previous: Article?, next: Article?) {
        guard let index = places[article.file]?.order else { return (nil, nil) }
        return (index > 0 ? articles[index - 1] : nil, index + 1 < articles.count ? articles[index + 1] : nil)
    }
}
