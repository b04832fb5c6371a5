import Foundation

/// What an output page is made from, as a fingerprint of its page context (walked through the keys
/// each context type declares, `TemplateContext`), the templates and the program; equal
/// fingerprints, equal pages.
///
/// A page is fingerprinted as what every page shares (`site`: the program, the templates and the
/// site's name and URLs), its path, where it sits (`PageContext.navigationKeys` of its context: its
/// part of the sidebar, its title and neighbours, which for an article follow from its place in
/// the reading order, `PageContextBuilder.articleNavigation`) and its own content; an unchanged
/// article's record keeps that content's fingerprint. Since a page carries only its own section of
/// the sidebar, a new title changes the pages of that section and the title's neighbours, not every
/// page.
struct PageFingerprint {
    /// The program, the templates, the site's name and URLs, and whether pages get cards.
    let site: Fingerprint
    private let contexts: PageContextBuilder
    private let articles: NavigationFingerprints

    /// `drawsSocialImages`: whether pages get `og:image` cards, which a reused page's record knows
    /// only for the build that made it. `previous`: the previous build's article navigation
    /// fingerprints, taken while the site's navigation is unchanged.
    init(templates: TemplateSet, contexts: PageContextBuilder, drawsSocialImages: Bool = false, previous: NavigationFingerprints.Stored? = nil) {
        var hasher = FingerprintHasher()
        hasher.combine(fileAt: RunningExecutable.path)
        hasher.combine(drawsSocialImages ? 1 : 0)
        hasher.combine(templates.fingerprint)
        contexts.site.combine(into: &hasher)
        site = hasher.finalize()
        self.contexts = contexts
        articles = NavigationFingerprints(site: site, contexts: contexts, previous: previous)
    }

    /// An article's page whose own content has this fingerprint (`content(of:)`).
    func of(article: Article, content: Fingerprint) -> Fingerprint {
        let placed = articles.fingerprint(for: article) { navigation(sitePath: article.page, context: contexts.articleNavigation(article)) }
        return Self.page(navigation: placed, content: content)
    }

    /// The page at `sitePath` made from `context`, whose own content has this fingerprint; nil for
    /// a page without content of its own (`404.html`).
    func of(sitePath: String, context: PageContext, content: Fingerprint?) -> Fingerprint {
        Self.page(navigation: navigation(sitePath: sitePath, context: context), content: content)
    }

    /// Every article's navigation fingerprint, for the next build (`NavigationFingerprints.Stored`).
    var storedNavigation: NavigationFingerprints.Stored {
        articles.stored(for: contexts.navigation.articles)
    }

    /// A page's fingerprint from its navigation's and its own content's.
    private static func page(navigation: Fingerprint, content: Fingerprint?) -> Fingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(navigation)
        if let content { hasher.combine(content) }
        return hasher.finalize()
    }

    /// What every page shares, the page's path and its place in the site.
    private func navigation(sitePath: String, context: PageContext) -> Fingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(site)
        hasher.combine(sitePath)
        context.combine(PageContext.navigationKeys, into: &hasher)
        return hasher.finalize()
    }

    /// A page's own content: its context's `contentKeys` (HTML and table of contents).
    static func content(of context: PageContext) -> Fingerprint {
        var hasher = FingerprintHasher()
        context.combine(PageContext.contentKeys, into: &hasher)
        return hasher.finalize()
    }
}
