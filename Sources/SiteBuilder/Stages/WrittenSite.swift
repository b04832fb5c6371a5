import Diagnostics

/// Stage 5 of a build: the site in the output folder, and what the next build needs of it.
struct WrittenSite {
    /// Pages written, `index.html` and `404.html` included.
    let pageCount: Int
    /// `PageFingerprint.content` of each rendered article's page written after the og:image
    /// cards were drawn, by file (the others are in their `ArticleSummary`).
    let pageContents: [String: Fingerprint]
    /// Content assets that would have replaced a generated file.
    let diagnostics: [Diagnostic]
    /// Each article's `og:image` card key, by file.
    var socialImages: [String: Fingerprint] = [:]
}
