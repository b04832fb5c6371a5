import Diagnostics
import MarkdownTree

/// What templates name outside themselves, checked before anything is rendered. swift-mustache
/// renders a partial or parent that does not exist as nothing, so a deleted `layout.mustache` or a
/// misspelt `{{> partials/fotter}}` gave empty or incomplete pages and exit status 0; and a
/// templates folder without `assets/` gave pages whose stylesheet and script were missing.
///
/// - Every `{{> name}}` and `{{< name}}` must name a template of the set: an error at the tag.
/// - Every tag that reads an asset's URL (`site.stylesheetURL`, `site.scriptURL`) needs that file
///   in `assets/`: an error at the tag.
/// - The one default used on purpose, the built-in `partials/sidebar-link` for a folder written
///   before that partial existed, is a warning at the tag that reads the sidebar's `links`.
enum TemplateReferences {
    /// The last part of a key whose value is the URL of a file the templates must provide.
    static let assetKeys = ["stylesheetURL": TemplateSource.stylesheet, "scriptURL": TemplateSource.script]
    /// The sections' key whose HTML the `partials/sidebar-link` template renders (`SidebarLinks`).
    static let sidebarLinksKey = "links"

    /// Checks `outlines` against each other and against the asset paths; throws one
    /// `SiteBuildError` listing every error, and returns the warnings.
    ///
    /// - Parameters:
    ///   - builtIn: templates the set took from the built-in ones because the folder lacks them.
    ///   - file: how messages name a template or asset file, from its path in the folder.
    static func check(
        _ outlines: [String: TemplateOutline], assets: Set<String>, builtIn: Set<String>, file: (String) -> String
    ) throws -> [Diagnostic] {
        var errors: [String] = []
        var warnings: [Diagnostic] = []
        for name in outlines.keys.sorted() where !builtIn.contains(name) {
            let outline = outlines[name]!
            let here = file(name + ".mustache")
            for edge in outline.parts.flatMap(\.edges) {
                guard case .template(let target) = edge.target, outlines[target] == nil else { continue }
                errors.append(error(here, edge.position, """
                    no template '\(target)': \(file(target + ".mustache")) does not exist, and a template that is \
                    missing renders as nothing; add it or correct the name
                    """))
            }
            for read in outline.reads {
                let key = String(read.name.split(separator: ".").last ?? "")
                if let asset = assetKeys[key], !assets.contains(asset) {
                    errors.append(error(here, read.position, """
                        '\(read.name)' is the URL of \(asset), which \(file(asset)) does not provide; add the file \
                        (fieldguide new writes one) or remove the tag
                        """))
                }
                if key == sidebarLinksKey, builtIn.contains(SidebarLinks.template) {
                    warnings.append(Diagnostic(
                        .warning, .builtInPartial, """
                        '\(read.name)' is rendered with the built-in '\(SidebarLinks.template)' template, since \
                        \(file(SidebarLinks.template + ".mustache")) does not exist; add that file to change the links
                        """, file: here, at: read.position))
                }
            }
        }
        guard errors.isEmpty else { throw SiteBuildError(errors.joined(separator: "\n")) }
        return warnings
    }

    private static func error(_ file: String, _ position: SourcePosition, _ message: String) -> String {
        "\(file):\(position.line):\(position.column): error: \(message)"
    }
}
