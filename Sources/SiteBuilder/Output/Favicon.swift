/// The site's icon: the content's own `favicon.svg`, `favicon.png` or `favicon.ico` at its root
/// when it has one, else a default written beside the pages, so no page asks for a missing
/// `/favicon.ico` (a console error on every page).
enum Favicon {
    static let candidates = ["favicon.svg", "favicon.png", "favicon.ico"]
    static let defaultPath = "favicon.svg"
    /// A rounded square in the guide's accent with a dashed frame inside: an outlined view.
    static let defaultSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0060c0"/>\
        <rect x="8" y="8" width="16" height="16" rx="2" fill="none" stroke="#ffffff" stroke-width="2.5" stroke-dasharray="4 2.5"/></svg>

        """

    /// The icon's site path: the content's own, else the default.
    static func path(in assets: AssetCatalog) -> String {
        candidates.first { assets.files.contains($0) } ?? defaultPath
    }
}
