import Hummingbird

/// The `Content-Type` header value for a served file, chosen by its extension.
///
/// Hummingbird's extension table covers the web formats (html, css, js, svg, json, xml, fonts,
/// images); textual types get `charset=utf-8` because the site builder writes UTF-8 and a browser
/// would otherwise guess windows-1252 for a page without a `<meta charset>`.
enum ContentType {
    /// Sent for extensions nobody registered, so browsers download instead of sniffing.
    static let fallback = "application/octet-stream"

    /// Formats a static site ships that Hummingbird's table lacks.
    private static let additions: [String: String] = [
        "avif": "image/avif",
        "map": "application/json",
    ]

    /// Media types that are text without being `text/*`.
    private static let textualNonTextTypes: Set<String> = [
        "application/javascript",
        "application/json",
        "application/manifest+json",
        "application/xml",
        "image/svg+xml",
    ]

    /// The header value for a file name such as `style.css` or `index.html`.
    static func forFileName(_ fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fallback }
        let fileExtension = fileName[fileName.index(after: dot)...].lowercased()
        guard let mediaType = additions[fileExtension]
            ?? MediaType.getMediaType(forExtension: fileExtension).map(\.description)
        else { return fallback }
        return isTextual(mediaType) ? "\(mediaType); charset=utf-8" : mediaType
    }

    /// Whether a header value (with or without parameters) names an HTML document.
    static func isHTML(_ headerValue: String) -> Bool {
        headerValue.hasPrefix("text/html")
    }

    private static func isTextual(_ mediaType: String) -> Bool {
        mediaType.hasPrefix("text/") || textualNonTextTypes.contains(mediaType)
    }
}
