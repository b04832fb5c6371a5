import Diagnostics
import Foundation
import MarkdownTree
import ViewTree

/// The content folder's assets: every file copied into the site, and the images code can name.
/// `Image("mug")` finds `images/mug.svg` or `images/mug.png`: the path below `images/` without its
/// extension, so a name can never reach outside the folder.
struct AssetCatalog {
    /// The folder whose pictures `Image("name")` can show.
    static let imageFolder = "images/"
    static let imageExtensions = ["png", "svg"]

    /// A picture `Image("name")` can show: its file and the size that file declares.
    struct NamedImage: Hashable, Sendable {
        let path: String
        let size: Size
    }

    /// Paths relative to the content folder, sorted.
    private(set) var files: [String] = []
    /// Image name → file and intrinsic size.
    private(set) var images: [String: NamedImage] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    /// No assets.
    init() {}

    /// Lists `content`'s assets, reading the size of each image; files that resolve outside the
    /// folder (symbolic links) or cannot be read are left out with an error.
    init(content: ContentFolder) throws {
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
            files.append(path)
            try addImage(path, content: content)
        }
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

    private mutating func report(_ severity: DiagnosticSeverity, _ id: DiagnosticID, _ message: String, file: String) {
        diagnostics.append(Diagnostic(severity, id, message, file: file, at: SourcePosition(line: 1, column: 1)))
    }
}
