import MarkdownTree

/// The page left at an old address (an `aliases` entry, or an article's `.html` path on a site that
/// moved to pretty URLs): a meta refresh for browsers, a canonical link for search engines, and a
/// plain link for readers and crawlers that do neither; no script, so it works under any policy.
enum RedirectPage {
    /// `redirect`'s page, its target's URL made by `urls`. A site whose links are relative (no
    /// base URL, `files` style) addresses the target from the redirect's own folder.
    static func html(_ redirect: PageClaims.Redirect, urls: SiteURLs) -> String {
        let depth = redirect.sitePath.split(separator: "/").count - 1
        let relativePrefix = urls.root.isEmpty ? String(repeating: "../", count: depth) : ""
        let target = HTMLEscaping.escape(relativePrefix + urls.url(redirect.target))
        let canonical = HTMLEscaping.escape(urls.baseURL == nil ? relativePrefix + urls.url(redirect.target) : urls.absolute(redirect.target))
        let title = HTMLEscaping.escape(redirect.title)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(title)</title>
            <meta name="robots" content="noindex">
            <link rel="canonical" href="\(canonical)">
            <meta http-equiv="refresh" content="0; url=\(target)">
            </head>
            <body>
            <p>This page has moved to <a href="\(target)">\(title)</a>.</p>
            </body>
            </html>

            """
    }
}
