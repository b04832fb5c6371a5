/// Turns a link or image destination into an `href`/`src` value: unsafe schemes dropped unless raw
/// HTML is allowed (cmark's safe mode), then percent-encoded and HTML-escaped.
enum LinkDestination {
    /// Schemes that run code or reach local files; cmark's safe mode blanks them.
    private static let unsafeSchemes = ["javascript:", "vbscript:", "file:", "data:"]
    /// Inline images cmark's safe mode still lets through.
    private static let safeDataImages = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
    /// Bytes left as they are; everything else is percent-encoded (RFC 3986 reserved and unreserved
    /// characters, plus `%` so existing escapes survive).
    private static let verbatim = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~!*'();:@&=+$,/?#[]%".utf8)

    static func attributeValue(_ destination: String, allowsUnsafe: Bool) -> String {
        guard allowsUnsafe || isSafe(destination) else { return "" }
        return HTMLEscaping.escape(percentEncoded(destination))
    }

    private static func isSafe(_ destination: String) -> Bool {
        let lowered = destination.lowercased()
        if safeDataImages.contains(where: lowered.hasPrefix) { return true }
        return !unsafeSchemes.contains(where: lowered.hasPrefix)
    }

    private static func percentEncoded(_ destination: String) -> String {
        var result = ""
        for byte in destination.utf8 {
            if verbatim.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(width - count, 0)) + self
    }
}
