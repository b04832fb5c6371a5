import Foundation

/// What an output page is made from, as a fingerprint of its page context (walked through the keys
/// each context type declares, `TemplateContext`), the templates and the program; equal
/// fingerprints, equal pages.
///
/// Every page's context apart from its own content (`PageContext.contentKeys`) follows from the
/// home page's and the page's path: the sidebar marks the page's link, the page's title, summary
/// and section are its link's, its neighbours the links beside it, its canonical URL the home
/// page's with its path, and `404.html` addresses the same files from the server's root. So a page
/// is fingerprinted as the home page's context without its content (`site`, once per build), its
/// path and its own content; an unchanged article's record keeps that content's fingerprint.
struct PageFingerprint {
    /// The home page's context without its content, the templates, the program and whether pages get cards.
    let site: Fingerprint

    /// `drawsSocialImages`: whether pages get `og:image` cards, which a reused page's record knows
    /// only for the build that made it.
    init(templates: TemplateSet, contexts: PageContextBuilder, drawsSocialImages: Bool = false) {
        var hasher = FingerprintHasher()
        hasher.combine(fileAt: Bundle.main.executablePath ?? "")
        hasher.combine(drawsSocialImages ? 1 : 0)
        hasher.combine(templates.fingerprint)
        contexts.homePage(html: "").combine(PageContext.navigationKeys, into: &hasher)
        site = hasher.finalize()
    }

    /// The page at `sitePath` whose own content has this fingerprint (`content(of:)`); nil for a
    /// page without content of its own (`404.html`).
    func of(sitePath: String, content: Fingerprint?) -> Fingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(site)
        hasher.combine(sitePath)
        if let content { hasher.combine(content) }
        return hasher.finalize()
    }

    /// A page's own content: its context's `contentKeys` (HTML and table of contents).
    static func content(of context: PageContext) -> Fingerprint {
        var hasher = FingerprintHasher()
        context.combine(PageContext.contentKeys, into: &hasher)
        return hasher.finalize()
    }
}
