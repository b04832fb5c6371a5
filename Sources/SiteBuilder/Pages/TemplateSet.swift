import Diagnostics
import Mustache

/// A site's parsed Mustache templates (swift-mustache, with partials and `{{<layout}}` inheritance)
/// and its static assets. `page`, `index` and `404` must exist; every template is parsed up front,
/// so a broken one stops the build before anything is written, and checked against
/// `TemplateNesting`'s limits, so none can overflow the stack while it is parsed or rendered, and
/// against each other and the assets (`TemplateReferences`), so none renders a missing file as nothing.
struct TemplateSet {
    /// The templates a build renders directly; others are layouts and partials they use.
    static let required = ["page", "index", "404"]

    private let library: MustacheLibrary
    /// Files under `assets/`, published under the same path.
    let assets: [(path: String, bytes: [UInt8])]
    /// Every template file's path and bytes: pages rendered with other templates are rendered again.
    let fingerprint: Fingerprint
    /// Warnings about the templates (`TemplateReferences`), each file named as the build names it.
    let diagnostics: [Diagnostic]

    init(source: TemplateSource) throws {
        var library = MustacheLibrary()
        var outlines: [String: TemplateOutline] = [:]
        var templateBytes = 0
        var assets: [(String, [UInt8])] = []
        var hasher = FingerprintHasher()
        for (path, bytes) in try source.files() {
            hasher.combine(path)
            hasher.combine(bytes)
            if path.hasPrefix(TemplateSource.assetFolder) {
                assets.append((path, bytes))
            } else if path.hasSuffix(".mustache") {
                let name = String(path.dropLast(".mustache".count))
                let text = String(decoding: bytes, as: UTF8.self)
                templateBytes += bytes.count
                guard templateBytes <= TemplateNesting.totalSizeLimit else {
                    throw SiteBuildError("\(source.display(path)): error: the templates add up to more than \(TemplateNesting.totalSizeLimit) bytes")
                }
                let outline = TemplateOutline(text, depthLimit: TemplateNesting.depthLimit, tagLimit: TemplateNesting.tagLimit)
                try TemplateNesting.checkAlone(outline, byteCount: bytes.count, file: source.display(path))
                outlines[name] = outline
                do {
                    library.register(try MustacheTemplate(string: text), named: name)
                } catch let error as MustacheTemplate.ParserError {
                    let where_ = "\(source.display(path)):\(error.context.lineNumber):\(error.context.columnNumber)"
                    throw SiteBuildError("\(where_): error: \(Self.describe(error.error))")
                }
            }
        }
        // A folder written before the sidebar's links had their own partial still gets them.
        var builtIn: Set<String> = []
        if library.getTemplate(named: SidebarLinks.template) == nil,
           let file = BuiltInTemplates.files.first(where: { $0.path == SidebarLinks.template + ".mustache" }) {
            library.register(try MustacheTemplate(string: file.text), named: SidebarLinks.template)
            outlines[SidebarLinks.template] = TemplateOutline(file.text, depthLimit: TemplateNesting.depthLimit)
            builtIn.insert(SidebarLinks.template)
        }
        for name in Self.required where library.getTemplate(named: name) == nil {
            throw SiteBuildError("\(source.display(name + ".mustache")): error: the '\(name)' template is missing")
        }
        try TemplateNesting.checkTogether(outlines) { source.display($0 + ".mustache") }
        diagnostics = try TemplateReferences.check(outlines, assets: Set(assets.map(\.0)), builtIn: builtIn, file: source.display)
        self.library = library
        self.assets = assets
        self.fingerprint = hasher.finalize()
    }

    /// Renders one of the required templates with a page context.
    func render(_ name: String, _ context: PageContext) -> String {
        library.render(TemplateObject(context), withTemplate: name) ?? ""
    }

    /// Renders a partial for one sidebar link, without the line break that ends its file.
    func render(_ name: String, _ link: PageContext.Link) -> String {
        let html = library.render(TemplateObject(link), withTemplate: name) ?? ""
        return html.hasSuffix("\n") ? String(html.dropLast()) : html
    }

    /// A parser error in the house style (lowercase, no trailing period).
    private static func describe(_ error: Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: "a section is closed with a different name than it was opened with"
        case .unfinishedName?: "a tag is not closed with '}}'"
        case .expectedSectionEnd?: "a section is never closed"
        case .invalidSetDelimiter?: "invalid set-delimiter tag"
        case .transformAppliedToInheritanceSection?: "a transform cannot apply to an inherited section"
        case .illegalTokenInsideInheritSection?, .textInsideInheritSection?: "only block overrides may appear inside a '{{<parent}}' section"
        case .invalidConfigVariableSyntax?, .unrecognisedConfigVariable?: "invalid '{{% … }}' configuration tag"
        case nil: "\(error)"
        }
    }
}
