import Foundation

/// The output folder being served: maps sanitised request paths to files that really live inside it.
///
/// Every candidate is resolved to its real path (all symlinks followed) and must stay below the
/// folder's own real path, so a link inside the site pointing at `/etc` serves nothing.
/// The root is resolved on every lookup because a build may replace the folder wholesale.
struct SiteFolder: Sendable {
    /// What a request path names inside the folder.
    enum Lookup: Equatable {
        /// A regular file, by its real path.
        case file(String)
        /// A folder with an index page, asked for without the trailing slash relative links need.
        case folderWithoutSlash
        /// Nothing servable.
        case notFound
    }

    /// The folder as the caller named it.
    let path: String

    /// Finds the file for a request: the file itself, or `index.html` when it names a folder.
    func lookup(_ request: RequestPath) -> Lookup {
        guard let root = Self.realPath(path) else { return .notFound }
        let candidate = request.segments.isEmpty ? root : root + "/" + request.relativePath
        guard let real = containedRealPath(candidate, root: root) else { return .notFound }
        // `/index.html/` names a folder, and a file is not one.
        if Self.isRegularFile(real) { return request.endsWithSlash ? .notFound : .file(real) }
        guard let index = containedRealPath(real + "/index.html", root: root), Self.isRegularFile(index) else {
            return .notFound
        }
        return request.endsWithSlash ? .file(index) : .folderWithoutSlash
    }

    /// The real path of a file at the root of the folder, such as the site's `404.html`.
    func topLevelFile(named name: String) -> String? {
        guard let root = Self.realPath(path),
              let real = containedRealPath(root + "/" + name, root: root),
              Self.isRegularFile(real)
        else { return nil }
        return real
    }

    private func containedRealPath(_ candidate: String, root: String) -> String? {
        guard let real = Self.realPath(candidate) else { return nil }
        let isInside = real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        return isInside ? real : nil
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Only regular files are served: reading a FIFO or device would block or never end.
    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
