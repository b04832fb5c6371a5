import MarkdownTree

/// An article or the home page with the document this build parsed, while it is being rendered.
struct ParsedPage {
    let article: Article
    let document: MarkdownDocument

    init(article: Article, document: MarkdownDocument) {
        self.article = article
        self.document = document
    }

    /// The article with its document; nil for one reused unparsed.
    init?(_ article: Article) {
        guard let document = article.document else { return nil }
        self.init(article: article, document: document)
    }
}
