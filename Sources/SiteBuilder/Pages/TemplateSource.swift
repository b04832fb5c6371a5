import Foundation

/// Where a site's templates come from: a folder (`templates/` by default) or the copy built into
/// the tool from the repository's `templates/`. Either holds `*.mustache` files and `assets/`.
enum TemplateSource {
    case folder(String)
    case builtIn

    /// The folder static files are published from, in the templates and in the site.
    static let assetFolder = "assets/"

    /// Every file as (path relative to the templates folder, bytes), sorted by path.
    func files() throws -> [(path: String, bytes: [UInt8])] {
        switch self {
        case .builtIn:
            return BuiltInTemplates.files.map { ($0.path, Array($0.text.utf8)) }
        case .folder(let root):
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
                throw SiteBuildError("templates folder '\(root)' does not exist")
            }
            guard let walker = FileManager.default.enumerator(atPath: root) else { throw SiteBuildError("cannot list templates folder '\(root)'") }
            var files: [(String, [UInt8])] = []
            while let path = walker.nextObject() as? String {
                guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                      walker.fileAttributes?[.type] as? FileAttributeType != .typeDirectory else { continue }
                guard let data = FileManager.default.contents(atPath: (root as NSString).appendingPathComponent(path)) else {
                    throw SiteBuildError("cannot read template file '\(path)'")
                }
                files.append((path, [UInt8](data)))
            }
            return files.sorted { $0.0 < $1.0 }
        }
    }

    /// How messages name a template file.
    func display(_ path: String) -> String {
        switch self {
        case .builtIn: "built-in templates/\(path)"
        case .folder(let root): (root as NSString).appendingPathComponent(path)
        }
    }
}
