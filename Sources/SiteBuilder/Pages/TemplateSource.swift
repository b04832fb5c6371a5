import Foundation

/// Where a site's templates come from: a folder (`templates/` by default) or the copy built into
/// the tool from the repository's `templates/`. Either holds `*.mustache` files and `assets/`.
enum TemplateSource {
    case folder(String)
    case builtIn

    /// The folder static files are published from, in the templates and in the site.
    static let assetFolder = "assets/"
    /// The stylesheet and script pages link to (`site.stylesheetURL`, `site.scriptURL`).
    static let stylesheet = assetFolder + "site.css"
    static let script = assetFolder + "site.js"

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
            let folder = InputFolder(root: root)
            guard let paths = folder.files() else { throw SiteBuildError("cannot list templates folder '\(root)'") }
            return try paths.map { path in
                switch folder.problem(with: path) {
                case .outside?: throw SiteBuildError("\(display(path)): error: links to a file outside the templates folder; only files inside it are published")
                case .unreadable?: throw SiteBuildError("\(display(path)): error: cannot read the template file")
                case nil: break
                }
                guard let data = FileManager.default.contents(atPath: folder.absolute(path)) else {
                    throw SiteBuildError("\(display(path)): error: cannot read the template file")
                }
                return (path, [UInt8](data))
            }
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
