/// An article (or the home page's text) after Markdown and examples became HTML: what the page,
/// the search index and the sitemap need.
struct RenderedArticle {
    let article: Article
    let html: String
    let contents: TableOfContents
    /// The prose, for full-text search.
    let text: String
    /// SwiftUI views and modifiers its code uses, sorted.
    let vocabulary: [String]
    /// It has fenced blocks that `HighlightScript` colours.
    var needsHighlighting = false
    /// Its first figure's first drawing, for its `og:image` card (`SocialImages`).
    var firstDrawing: FigureDrawing?
}
