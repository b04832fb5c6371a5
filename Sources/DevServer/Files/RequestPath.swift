import Foundation

/// A request path reduced to plain folder and file names below the site root, or refused.
///
/// Refusing is the only defence that does not depend on the file system: anything that could
/// name a place outside the output folder (dot segments, encoded or doubly encoded separators,
/// backslashes, NUL bytes, targets that are not origin-form paths) or a hidden file never becomes
/// a file path.
struct RequestPath: Equatable, Sendable {
    /// Decoded path segments, none of them empty, `.` or `..`.
    let segments: [String]
    /// Whether the request named a folder (ends in `/`), so relative links resolve inside it.
    let endsWithSlash: Bool

    /// Sanitises the path part of a request target (no query), returning nil when it is refused.
    init?(requestTarget rawPath: String) {
        // 1. Only origin-form targets ("/…"); absolute-form URLs and bare names are refused.
        guard rawPath.hasPrefix("/") else { return nil }
        // 2. Encoded separators would turn one segment into two after decoding.
        guard !Self.containsEncodedSeparator(rawPath) else { return nil }
        // 3. Decode exactly once; malformed escapes or invalid UTF-8 are refused.
        guard let decoded = rawPath.removingPercentEncoding else { return nil }
        // 4. A second layer of escapes means someone hopes a later step decodes again.
        guard !Self.containsPercentEscape(decoded) else { return nil }
        // 5. Characters no site file name needs and some file systems treat as separators.
        guard !decoded.contains("\\"), !decoded.unicodeScalars.contains(where: Self.isControl) else { return nil }
        // 6. Dot segments are refused rather than collapsed, so a path names exactly one place, and
        // hidden names (`.git`, `.fieldguide-site`) are never part of a published site.
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !segments.contains(where: { $0.hasPrefix(".") }) else { return nil }
        self.segments = segments
        self.endsWithSlash = decoded.hasSuffix("/")
    }

    private init(segments: [String], endsWithSlash: Bool) {
        self.segments = segments
        self.endsWithSlash = endsWithSlash
    }

    /// The rest of the path below the leading segments `base`, or nil when it is not inside them.
    func relative(to base: [String]) -> RequestPath? {
        guard segments.starts(with: base) else { return nil }
        return RequestPath(segments: Array(segments.dropFirst(base.count)), endsWithSlash: endsWithSlash)
    }

    /// The path relative to the site root, joined with `/` (empty for the root itself).
    var relativePath: String {
        segments.joined(separator: "/")
    }

    private static func containsEncodedSeparator(_ raw: String) -> Bool {
        let lowered = raw.lowercased()
        return lowered.contains("%2f") || lowered.contains("%5c")
    }

    private static func containsPercentEscape(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.indices.contains { index in
            bytes[index] == UInt8(ascii: "%") && index + 2 < bytes.count
                && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2])
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }
}
