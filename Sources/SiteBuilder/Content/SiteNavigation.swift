/// The reading order of a site: articles sorted by `order` then file name, grouped into sidebar
/// sections that appear in the order of their first article, with a previous and next article each.
struct SiteNavigation {
    /// One sidebar group; `title` is nil for articles without a `section`.
    struct Section {
        let title: String?
        var articles: [Article]
    }

    let articles: [Article]
    let sections: [Section]

    init(articles unordered: [Article]) {
        let ordered = unordered.sorted(by: Article.precedes)
        var sections: [Section] = []
        for article in ordered {
            if let index = sections.firstIndex(where: { $0.title == article.section }) {
                sections[index].articles.append(article)
            } else {
                sections.append(Section(title: article.section, articles: [article]))
            }
        }
        self.sections = sections
        self.articles = sections.flatMap(\.articles)
    }

    /// The article with this content path, if it is published.
    func article(file: String) -> Article? { articles.first { $0.file == file } }

    /// The articles before and after `article` in reading order (sidebar order).
    func neighbours(of article: Article) -> (previous: Article?, next: Article?) {
        guard let index = articles.firstIndex(where: { $0.file == article.file }) else { return (nil, nil) }
        return (index > 0 ? articles[index - 1] : nil, index + 1 < articles.count ? articles[index + 1] : nil)
    }
}
