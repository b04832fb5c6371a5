// Each context type's keys, declared once: templates read them (`TemplateContext`), and page
// fingerprints walk them (`PageFingerprint`).

extension PageContext: TemplateContext {
    /// Where the page sits in the site: the site's name and URLs, its part of the sidebar (its own
    /// section's links, the other sections' headings), the page's title and neighbours. An article
    /// page's follow from its place in the reading order, so a reused article's page is
    /// fingerprinted by them without its content being rendered again (`PageFingerprint`).
    static let navigationKeys: [TemplateKey<PageContext>] = [
        TemplateKey("site") { $0.site },
        TemplateKey("page") { $0.page },
        TemplateKey("sections") { $0.sections },
        TemplateKey("previous") { $0.previous },
        TemplateKey("next") { $0.next },
    ]

    /// The page's own content: what an article's record keeps of its page between builds.
    static let contentKeys: [TemplateKey<PageContext>] = [
        TemplateKey("contents") { $0.contents },
        TemplateKey("hasContents") { $0.hasContents },
        TemplateKey("content") { $0.content },
        TemplateKey("edit") { $0.edit },
        TemplateKey("socialImage") { $0.socialImage },
    ]

    static let templateKeys = navigationKeys + contentKeys
}

extension PageContext.Site: TemplateContext {
    static let templateKeys: [TemplateKey<Self>] = [
        TemplateKey("title") { $0.title },
        TemplateKey("description") { $0.description },
        TemplateKey("root") { $0.root },
        TemplateKey("homeURL") { $0.homeURL },
        TemplateKey("stylesheetURL") { $0.stylesheetURL },
        TemplateKey("fontsStylesheetURL") { $0.fontsStylesheetURL },
        TemplateKey("scriptURL") { $0.scriptURL },
        TemplateKey("searchIndexURL") { $0.searchIndexURL },
        TemplateKey("faviconURL") { $0.faviconURL },
        TemplateKey("sidebarURL") { $0.sidebarURL },
    ]
}

extension PageContext.Page: TemplateContext {
    static let templateKeys: [TemplateKey<Self>] = [
        TemplateKey("title") { $0.title },
        TemplateKey("summary") { $0.summary },
        TemplateKey("section") { $0.section },
        TemplateKey("canonicalURL") { $0.canonicalURL },
        TemplateKey("isHome") { $0.isHome },
        TemplateKey("highlightScriptURL") { $0.highlightScriptURL },
    ]
}

extension PageContext.Edit: TemplateContext {
    static let templateKeys: [TemplateKey<Self>] = [
        TemplateKey("url") { $0.url },
        TemplateKey("lastUpdated") { $0.lastUpdated },
    ]
}

extension PageContext.SocialImage: TemplateContext {
    static let templateKeys: [TemplateKey<Self>] = [
        TemplateKey("url") { $0.url },
        TemplateKey("width") { $0.width },
        TemplateKey("height") { $0.height },
    ]
}

extension PageContext.Link: TemplateContext {
    static let templateKeys: [TemplateKey<Self>] = [
        TemplateKey("title") { $0.title },
        TemplateKey("url") { $0.url },
        TemplateKey("summary") { $0.summary },
        TemplateKey("isCurrent") { $0.isCurrent },
    ]
}

extension PageContext.Section: TemplateContext {
    static let templateKeys: [TemplateKey<Self>] = [
        TemplateKey("heading") { $0.heading },
        TemplateKey("url") { $0.url },
        TemplateKey("isCurrentPage") { $0.isCurrentPage },
        TemplateKey("isExpanded") { $0.isExpanded },
        TemplateKey("articles") { $0.articles },
        TemplateKey("links") { $0.links },
        TemplateKey("more") { $0.more },
    ]
}

extension PageContext.ContentsEntry: TemplateContext {
    static let templateKeys: [TemplateKey<Self>] = [
        TemplateKey("id") { $0.id },
        TemplateKey("text") { $0.text },
        TemplateKey("isNested") { $0.isNested },
    ]
}
