import Diagnostics
import Foundation
import Mustache

/// A site's parsed Mustache templates (swift-mustache, with partials and `{{<layout}}` inheritance)
/// and its static assets. `page`, `index` and `404` must exist; every template is parsed up front,
/// so a broken one stops the build before anything is written, and checked against
/// `TemplateNesting`'s limits, so none can overflow the stack while it is parsed or rendered, and
/// against each other and the assets (`TemplateReferences`), so none renders a missing file as nothing.
struct TemplateSet: Sendable {
    /// The templates a build renders directly; others are layouts and partials they use.
    static let required = ["page", "index", "404"]
    /// The set this process last loaded: `serve`'s worker builds from the same templates again and
    /// again, and parsing them was 3 ms of its rebuild of one article.
    private static let remembered = RememberedTemplates()

    private let library: MustacheLibrary
    /// Files under `assets/`, published under the same path.
    let assets: [(path: String, bytes: [UInt8])]
    /// Every template file's path and bytes: pages rendered with other templates are rendered again.
    let fingerprint: Fingerprint
    /// Warnings about the templates (`TemplateReferences`), each file named as the build names it.
    let diagnostics: [Diagnostic]

    /// The source's templates, parsed and checked; the set this process last loaded when the files
    /// are the same bytes under the same names.
    init(source: TemplateSource) throws {
        let files = try source.files()
        var hasher = FingerprintHasher()
        for (path, bytes) in files {
            hasher.combine(path)
            hasher.combine(bytes)
        }
        let fingerprint = hasher.finalize()
        let naming = source.display("")
        if let known = Self.remembered.set(fingerprint: fingerprint, naming: naming) {
            self = known
            return
        }
        try self.init(files: files, source: source, fingerprint: fingerprint)
        Self.remembered.remember(self, naming: naming)
    }

    private init(files: [(path: String, bytes: [UInt8])], source: TemplateSource, fingerprint: Fingerprint) throws {
        var library = MustacheLibrary()
        var outlines: [String: TemplateOutline] = [:]
        var templateBytes = 0
        var assets: [(String, [UInt8])] = []
        for (path, bytes) in files {
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
        self.fingerprint = fingerprint
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

/// The last `TemplateSet` this process loaded, with how its source names files (the same bytes in
/// another folder give other names in diagnostics).
private final class RememberedTemplates: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (set: TemplateSet, naming: String)?

    func set(fingerprint: Fingerprint, naming: String) -> TemplateSet? {
        lock.withLock { last.flatMap { $0.set.fingerprint == fingerprint && $0.naming == naming ? $0.set : nil } }
    }

    func remember(_ set: TemplateSet, naming: String) {
        lock.withLock { last = (set, naming) }
    }
}
