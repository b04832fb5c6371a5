/// The whole sidebar as one file, written once per build: `partials/sidebar` rendered with every
/// section and article (`PageContextBuilder.sidebarFile`). A page carries only its own section's
/// links (so its size does not grow with the site, and a new title rewrites only that section's
/// pages); `site.js` fetches this file, keeps it in `sessionStorage` and shows the whole sidebar,
/// long sites' sections collapsed but the current one.
///
/// HTML rather than JSON: the site's own `partials/sidebar` and `partials/sidebar-link` make it, so
/// a templates folder shapes both sidebars alike and `site.js` holds no copy of the markup. It
/// lives beside the templates' assets, out of the way of articles' pages at the site's root.
enum SidebarFile {
    static let path = "assets/sidebar.html"
    /// The partial that renders it, as it renders every page's sidebar.
    static let template = "partials/sidebar"
}
