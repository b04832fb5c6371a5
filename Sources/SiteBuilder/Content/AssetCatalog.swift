import Diagnostics
import Foundation
import MarkdownTree
import ViewTree

/// The content folder's assets: every file copied into the site, and the images code can name.
/// `Image("mug")` finds `images/mug.svg` or `images/mug.png`: the path below `images/` without its
/// extension, so a name can never reach outside the folder.
///
/// Assets are screened like raw HTML: a file opened on its own runs with the site's origin, so
/// unless raw HTML is allowed, SVG and XML files are published without what could run script
/// (`SVGSanitizer`; clean files unchanged) and HTML files are not published at all.
struct AssetCatalog {
    /// The folder whose pictures `Image("name")` can show.
    static let imageFolder = "images/"
    static let imageExtensions = ["png", "svg"]
    /// Published without their script.
    static let sanitizedExtensions: Set<String> = ["svg", "xml", "xsl", "xslt"]
    /// Pages that would run as pages of the site; not published.
    static let pageExtensions: Set<String> = ["html", "htm", "xhtml", "xht", "shtml", "mht", "mhtml", "svgz"]

    /// A picture `Image("name")` can show: its file and the size that file declares.
    struct NamedImage: Hashable, Sendable {
        let path: String
        let size: Size
    }

    /// Paths relative to the content folder, sorted.
    private(set) var files: [String] = []
    /// Image name → file and intrinsic size.
    private(set) var images: [String: NamedImage] = [:]
    /// The bytes published for files whose script was removed, by path.
    private(set) var rewritten: [String: [UInt8]] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    /// No assets.
    init() {}

    /// Lists `content`'s assets, reading the size of each image; files that resolve outside the
    /// folder (symbolic links) or cannot be read are left out with an error. With `allowsScripts`
    /// (`--allow-raw-html`), SVG, XML and HTML files are published as written.
    init(content: ContentFolder, allowsScripts: Bool = false) throws {
        for path in content.assets {
            switch content.problem(with: path) {
            case .outside?:
                report(.error, .assetOutsideContent, "'\(path)' links to a file outside the content folder; it is not copied", file: path)
                continue
            case .unreadable?:
                report(.error, .unreadableFile, "cannot read '\(path)'; it is not copied", file: path)
                continue
            case nil:
                break
            }
            if !allowsScripts, try !screen(path, content: content) { continue }
            files.append(path)
            try addImage(path, content: content)
        }
    }

    /// Copies an asset into the staged site: as it is, or the bytes left once its script was removed.
    func publish(_ path: String, from content: ContentFolder, with writer: ReusingWriter) throws {
        guard let bytes = rewritten[path] else { return try writer.copy(from: content.absolute(path), to: path) }
        var hasher = FingerprintHasher()
        hasher.combine(bytes)
        try writer.write(path, fingerprint: hasher.finalize()) { Data(bytes) }
    }

    /// The sizes the evaluator gives `Image("name")`.
    var imageSizes: [String: Size] { images.mapValues(\.size) }

    /// The content path of the image `Image(name)` shows.
    func imagePath(named name: String) -> String? { images[name]?.path }

    private mutating func addImage(_ path: String, content: ContentFolder) throws {
        let fileExtension = (path as NSString).pathExtension.lowercased()
        guard path.hasPrefix(Self.imageFolder), Self.imageExtensions.contains(fileExtension) else { return }
        let name = String((path as NSString).deletingPathExtension.dropFirst(Self.imageFolder.count))
        guard let size = ImageSize.of(try content.read(path), fileExtension: fileExtension) else {
            report(.warning, .unknownImageSize, "cannot read the size of '\(path)'; 'Image(\"\(name)\")' cannot use it", file: path)
            return
        }
        if let earlier = images[name] {
            report(.warning, .duplicateImageName, "'\(path)' and '\(earlier.path)' are both 'Image(\"\(name)\")'; '\(earlier.path)' is used", file: path)
            return
        }
        images[name] = NamedImage(path: path, size: size)
    }

    /// Whether a file is published; notes the bytes to publish for one whose script is removed.
    private mutating func screen(_ path: String, content: ContentFolder) throws -> Bool {
        let fileExtension = (path as NSString).pathExtension.lowercased()
        let allow = "pass --allow-raw-html to publish it as written"
        if Self.pageExtensions.contains(fileExtension) {
            report(.warning, .pageNotPublished, "'\(path)' is not published: it would run as a page of the site; write it as an article, or \(allow)", file: path)
            return false
        }
        guard Self.sanitizedExtensions.contains(fileExtension) else { return true }
        switch SVGSanitizer.sanitize(try content.read(path)) {
        case .clean:
            return true
        case .cleaned(let bytes, let first, let count):
            rewritten[path] = bytes
            let more = count > 1 ? " and \(count - 1) more" : ""
            report(.warning, .scriptRemoved, "removed \(first.what)\(more) from '\(path)': they could run script when the file is opened; \(allow)", file: path, at: first.position)
            return true
        case .malformed(let position):
            report(.error, .malformedXML, "'\(path)' is not well-formed XML here, so it cannot be checked for script; it is not copied (fix it, or \(allow))", file: path, at: position)
            return false
        }
    }

    private mutating func report(_ severity: DiagnosticSeverity, _ id: DiagnosticID, _ message: String, file: String, at position: SourcePosition = SourcePosition(line: 1, column: 1)) {
        diagnostics.append(Diagnostic(severity, id, message, file: file, at: position))
    }
}
