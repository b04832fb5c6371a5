/// The absolute URL a site is published under, such as `https://example.com/guide/`: pages link
/// to each other through its path (`/guide/`) and the sitemap lists full URLs.
public struct BaseURL: Hashable, Sendable, CustomStringConvertible {
    /// Scheme and host, without a trailing slash (`https://example.com`).
    public let origin: String
    /// The path, starting and ending with `/` (`/guide/`).
    public let path: String

    /// Reads an `http` or `https` URL with a host; the path gains a trailing slash if it lacks one.
    /// Queries and fragments are refused: they cannot prefix page paths.
    public init?(_ string: String) {
        let lowered = string.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lowered.hasPrefix) else { return nil }
        let rest = string.dropFirst(scheme.count)
        guard !rest.contains(where: { $0 == "?" || $0 == "#" || $0 == " " || $0 == "\\" }) else { return nil }
        let host = rest.prefix { $0 != "/" }
        guard !host.isEmpty else { return nil }
        var path = String(rest.dropFirst(host.count))
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        guard !path.contains("//") else { return nil }
        self.origin = String(string.prefix(scheme.count)).lowercased() + host
        self.path = path
    }

    /// `https://example.com/guide/`.
    public var description: String { origin + path }
}
