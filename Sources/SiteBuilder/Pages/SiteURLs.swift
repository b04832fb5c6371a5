/// How a page addresses the site's other files. Pages sit at the site's root, so without a base
/// URL every link is a plain relative path (`05-frames.html`, `assets/site.css`) that works from
/// `file://` and from any server folder; with one, links go through its path
/// (`/guide/05-frames.html`) and the sitemap uses full URLs.
struct SiteURLs {
    let baseURL: BaseURL?
    /// Used instead of relative paths when there is no base URL; `404.html` is served for any
    /// missing path, so it must address files from the server's root (`/`).
    let rootWithoutBaseURL: String

    init(baseURL: BaseURL?, rootWithoutBaseURL: String = "") {
        self.baseURL = baseURL
        self.rootWithoutBaseURL = rootWithoutBaseURL
    }

    /// What links to the site root start with: `""`, `/` or `/guide/`.
    var root: String { baseURL?.path ?? rootWithoutBaseURL }

    /// The URL of a file in the site, given its path from the site root; the home page is the
    /// folder itself when published under a base URL.
    func url(_ sitePath: String) -> String {
        if sitePath == "index.html", baseURL != nil || !rootWithoutBaseURL.isEmpty { return root }
        return root + sitePath
    }

    /// The full URL for the sitemap; without a base URL, the path from the site root.
    func absolute(_ sitePath: String) -> String {
        guard let baseURL else { return sitePath }
        return baseURL.origin + url(sitePath)
    }
}
