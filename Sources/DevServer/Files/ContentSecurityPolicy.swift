import Foundation

/// The `Content-Security-Policy` `serve` sends, so content that slipped through the build's
/// escaping still cannot run script, and a file opened on its own (an SVG) runs none at all.
///
/// Pages may run their own scripts (`'self'`) and the inline scripts in their `<head>`, which only
/// the templates write (the theme switch; the served page's reload script), each given the
/// response's nonce; no inline event handlers, no `javascript:` URLs, no other origin's scripts,
/// styles or fonts. Every other file gets `files`: nothing runs, and `sandbox` gives an SVG
/// opened on its own an origin of its own. README.md shows the policy a host should send.
enum ContentSecurityPolicy {
    /// For everything that is not a page.
    static let files = "default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self'; sandbox"

    /// For a page whose permitted inline scripts carry `nonce`.
    static func page(nonce: String) -> String {
        "default-src 'self'; script-src 'self' 'nonce-\(nonce)'; style-src 'self' 'unsafe-inline'; img-src * data:; font-src 'self'; "
            + "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'"
    }

    /// 128 random bits, base64: a new one for every response.
    static func newNonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }).base64EncodedString()
    }

    /// Gives every inline `<script>` before `<body` (any letter case) the nonce; scripts with `src`
    /// are allowed by `'self'` and left alone.
    static func addingNonce(_ nonce: String, toScriptsInHeadOf html: String) -> String {
        let head = html.range(of: "<body", options: .caseInsensitive).map { html[..<$0.lowerBound] } ?? html[...]
        var page = ""
        var rest = head
        while let open = rest.range(of: "<script", options: .caseInsensitive) {
            guard let close = rest[open.upperBound...].firstIndex(of: ">") else { break }
            let attributes = rest[open.upperBound..<close]
            page += rest[..<open.upperBound]
            if attributes.range(of: "src=", options: .caseInsensitive) == nil { page += " nonce=\"\(nonce)\"" }
            rest = rest[open.upperBound...]
        }
        return page + rest + html[head.endIndex...]
    }
}
