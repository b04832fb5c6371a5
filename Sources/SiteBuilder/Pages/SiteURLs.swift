/// How a page addresses the site's other files. Pages sit at the site's root, so without a base
/// URL every link is a plain relative path (`05-frames.html`, `assets/site.css`) that works from
/// `file://` and from any server folder; with one, links go through its path
/// (`/guide/05-frames.html`) and the sitemap uses full URLs.
///
/// Every URL to a file of the site is made here, and its path is percent-encoded here, once: a
/// file name may hold `#`, `?`, spaces or `%` (`07-ha#sh.md` is published as `07-ha#sh.html`, at
/// `07-ha%23sh.html`), which in a URL would end the path or be read as an escape (issue 17).
struct SiteURLs {
    /// Bytes a path segment keeps as they are: RFC 3986's unreserved characters (§2.3). Everything
    /// else, `/` between folders aside, is written `%XX` (§2.1), so no name ends a path early, is
    /// taken for a scheme (`a:b.html`) or changes meaning after HTML or XML escaping. Ranges, not
    /// a set: hashing every byte of a thousand links' paths cost a millisecond a build.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

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

    /// Pretty URLs (`PagePaths`) put pages in folders, where relative links would need a prefix
    /// per page; their links start at the server's root (`/`) instead, or at the base URL's path.
    init(baseURL: BaseURL?, paths: PagePaths) {
        self.init(baseURL: baseURL, rootWithoutBaseURL: paths.style == .pretty ? "/" : "")
    }

    /// The URL of a file in the site, given its path from the site root; a folder's `index.html`
    /// (the home page, a pretty URL's page) is the folder itself when links start at a root.
    func url(_ sitePath: String) -> String {
        if baseURL != nil || !rootWithoutBaseURL.isEmpty { return root + Self.encoded(Self.folderPath(sitePath)) }
        return root + Self.encoded(sitePath)
    }

    /// A folder's `index.html` as the folder (`frames/`), for URLs that start at a root.
    static func folderPath(_ sitePath: String) -> String {
        let isFolderIndex = sitePath == "index.html" || sitePath.hasSuffix("/index.html")
        return isFolderIndex ? String(sitePath.dropLast("index.html".count)) : sitePath
    }

    /// `sitePath` (file names joined by `/`) as a URL path relative to the site root.
    static func encoded(_ sitePath: String) -> String {
        let isKept = { (byte: UInt8) in isUnreserved(byte) || byte == UInt8(ascii: "/") }
        if sitePath.utf8.allSatisfy(isKept) { return sitePath }
        var encoded = ""
        for byte in sitePath.utf8 {
            if isKept(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return encoded
    }

    /// The full URL for the sitemap; without a base URL, the path from the site root.
    func absolute(_ sitePath: String) -> String {
        (baseURL?.origin ?? "") + url(sitePath)
    }
}
