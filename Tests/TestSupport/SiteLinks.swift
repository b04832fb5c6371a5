import Foundation

/// Every URL a built site uses for its own files, read the way a browser or crawler reads it, and
/// whether each leads to a file that was written: `href`, `src`, `data-index` and `og:url` in every
/// HTML page (previews' `<image>`s included), each sitemap `<loc>`, each search index `path`.
public enum SiteLinks {
    /// One URL and where it was found.
    public struct Link: Hashable, CustomStringConvertible {
        public let url: String
        /// The file (relative to the site) that holds it.
        public let foundIn: String
        public var description: String { "\(foundIn): \(url)" }
    }

    /// The links that name no file of `folder`. `root` is the path the site is published under
    /// (`/guide/`, or empty for relative links), `origin` its scheme and host when it has a base URL.
    public static func broken(in folder: String, root: String = "", origin: String? = nil) throws -> [Link] {
        try links(in: folder).filter { link in
            guard let path = sitePath(of: link.url, root: root, origin: origin) else { return false }
            var isFolder: ObjCBool = false
            return !FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) || isFolder.boolValue
        }
    }

    /// Every link to the site's own files, in every page, the sitemap and the search index.
    public static func links(in folder: String) throws -> [Link] {
        var links: [Link] = []
        for (file, data) in try TestFolders.files(in: folder) {
            let text = String(decoding: data, as: UTF8.self)
            if file.hasSuffix(".html") {
                links += values(in: text, after: #/(?:href|src|data-index)="([^"]*)"|property="og:url" content="([^"]*)"/#).map { Link(url: $0, foundIn: file) }
            } else if file == "sitemap.xml" {
                links += values(in: text, after: #/<loc>([^<]*)</loc>/#).map { Link(url: $0, foundIn: file) }
            } else if file == "search-index.json" {
                let index = try JSONDecoder().decode(SearchIndexPaths.self, from: data)
                links += index.pages.map { Link(url: $0.path, foundIn: file) }
            }
        }
        return links
    }

    /// The file a URL names, relative to the site; nil for a fragment on the same page, another
    /// site, or a scheme that names no file.
    public static func sitePath(of url: String, root: String, origin: String?) -> String? {
        var rest = Substring(url)
        if let origin, rest.hasPrefix(origin + "/") { rest = rest.dropFirst(origin.count) }
        if rest.hasPrefix("#") || rest.hasPrefix("//") || rest.firstMatch(of: #/^[A-Za-z][A-Za-z0-9+.-]*:/#) != nil { return nil }
        if rest.hasPrefix("/") {
            let base = root.isEmpty ? "/" : root
            guard rest.hasPrefix(base) else { return "/outside-the-site" }
            rest = rest.dropFirst(base.count)
        }
        let path = rest.prefix { $0 != "?" && $0 != "#" }
        let decoded = String(path).removingPercentEncoding ?? "/undecodable"
        return decoded.isEmpty || decoded.hasSuffix("/") ? decoded + "index.html" : decoded
    }

    /// The first capture that matched, of every match, with HTML's character references decoded.
    private static func values(in text: String, after pattern: Regex<(Substring, Substring?, Substring?)>) -> [String] {
        text.matches(of: pattern).compactMap { ($0.1 ?? $0.2).map { decodingReferences(String($0)) } }
    }

    private static func values(in text: String, after pattern: Regex<(Substring, Substring)>) -> [String] {
        text.matches(of: pattern).map { decodingReferences(String($0.1)) }
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`: the references the writers emit.
    private static func decodingReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = text
        for (reference, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'")] {
            result = result.replacingOccurrences(of: reference, with: character)
        }
        return result.replacingOccurrences(of: "&amp;", with: "&")
    }

    private struct SearchIndexPaths: Decodable {
        struct Page: Decodable {
            let path: String
        }

        let pages: [Page]
    }
}
