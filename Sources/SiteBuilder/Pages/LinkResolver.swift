import Diagnostics
import Foundation
import MarkdownTree

/// Turns the links and images an article writes into the URLs its page uses, and reports those that
/// lead nowhere: `06-padding.md#default` becomes the padding page's URL with the fragment, after
/// checking that the article is published and has that heading; `../stacks/hstack.md` is resolved
/// from the article's own folder, and `../stacks/` (or its `_index.md`) is that folder's section
/// page; `images/mug.svg` must be an asset.
/// Links with a scheme (`https:`), root paths (`/…`) and empty links are left alone.
struct LinkResolver {
    /// One published page: its path in the site and the fragments it answers to.
    struct Target {
        let sitePath: String
        let anchors: Set<String>
    }

    /// Pages by content path (`06-padding.md`, `index.md`).
    let pages: [String: Target]
    let assets: Set<String>
    let urls: SiteURLs
    /// Broken links are errors (`--strict`) rather than warnings.
    let strict: Bool
    /// Per file name, the first content path (in sorted order) ending in it, for the hint: made
    /// once, since searching every page per broken link was quadratic on large sites.
    private let firstPathByName: [String: String]

    init(pages: [String: Target], assets: Set<String>, urls: SiteURLs, strict: Bool) {
        self.pages = pages
        self.assets = assets
        self.urls = urls
        self.strict = strict
        var firstPathByName: [String: String] = [:]
        for path in pages.keys {
            let name = Self.fileName(path)
            if let known = firstPathByName[name], known <= path { continue }
            firstPathByName[name] = path
        }
        self.firstPathByName = firstPathByName
    }

    /// The last name of a path (`hstack.md` for `stacks/hstack.md`).
    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The URL the page should use for `destination`, written in the content file `file`.
    func url(for destination: String, in file: String) -> String {
        switch resolve(destination, in: file) {
        case .unchanged, .broken, .outside: destination
        case .resolved(let url): url
        }
    }

    /// Diagnostics for every link and image in `document` that cannot be followed.
    func check(_ document: MarkdownDocument, file: String) -> [Diagnostic] {
        DocumentWalk.destinations(in: document).compactMap { destination, range, isImage in
            let kind = isImage ? "image" : "link"
            if isImage, let reason = Self.rootImageProblem(destination, assets: assets) {
                return Diagnostic(strict ? .error : .warning, .brokenLink, "image '\(destination)' is broken: \(reason)", file: file, at: range.start)
            }
            switch resolve(destination, in: file) {
            case .unchanged, .resolved: return nil
            case .broken(let reason):
                return Diagnostic(strict ? .error : .warning, .brokenLink, "\(kind) '\(destination)' is broken: \(reason)", file: file, at: range.start)
            case .outside:
                return Diagnostic(.error, .linkOutsideContent, "\(kind) '\(destination)' points outside the content folder", file: file, at: range.start)
            }
        }
    }

    enum Resolution: Equatable {
        case unchanged
        case resolved(String)
        case broken(String)
        case outside
    }

    /// 1. Leave external and root links alone. 2. Split off `#fragment` and `?query`. 3. Resolve
    /// `.` and `..` against the file's folder. 4. Find the article or asset. 5. Check the fragment.
    func resolve(_ destination: String, in file: String) -> Resolution {
        guard !destination.isEmpty, !Self.hasScheme(destination), !destination.hasPrefix("/") else { return .unchanged }
        let (pathPart, suffix) = Self.split(destination)
        let fragment = suffix.firstIndex(of: "#").map { String(suffix[suffix.index(after: $0)...]) }
        if pathPart.isEmpty {
            guard let fragment else { return .unchanged }
            return pages[file].map { $0.anchors.contains(fragment) } == false ? .broken("no heading '#\(fragment)' on this page") : .unchanged
        }
        guard let path = Self.normalize(pathPart.removingPercentEncoding ?? pathPart, relativeTo: file) else { return .outside }
        if let target = pages[path] {
            if let fragment, !target.anchors.contains(fragment) { return .broken("'\(path)' has no heading '#\(fragment)'") }
            return .resolved(urls.url(target.sitePath) + suffix)
        }
        if assets.contains(path) { return .resolved(urls.url(path) + suffix) }
        let reason = path.lowercased().hasSuffix(".md") ? "no published article '\(path)'" : "no file '\(path)' in the content folder"
        return .broken(reason + hint(for: path, in: file))
    }

    /// What to write instead: the link to a published article of the same file name, relative to
    /// `file` (a link written as if both sat in one folder), or how links are written.
    private func hint(for path: String, in file: String) -> String {
        if let match = firstPathByName[Self.fileName(path)] { return "; did you mean '\(Self.relative(match, from: file))'?" }
        guard path.lowercased().hasSuffix(".md") else { return "" }
        return "; link to the article's .md file, relative to this file, as in '../folder/article.md'"
    }

    /// `target` (a content path) as a link from inside `file`: `../` for each folder to leave.
    static func relative(_ target: String, from file: String) -> String {
        let from = file.split(separator: "/").dropLast()
        var to = target.split(separator: "/")
        var shared = 0
        while shared < from.count, shared < to.count - 1, from[from.startIndex + shared] == to[shared] { shared += 1 }
        to.removeFirst(shared)
        return String(repeating: "../", count: from.count - shared) + to.joined(separator: "/")
    }

    /// An image with a root path (`/etc/passwd`) is left as the page's URL, but it must name a file
    /// of the content folder: a page cannot show anything else, and an absolute file path written
    /// by mistake is reported rather than published as a dead link (issue #7).
    private static func rootImageProblem(_ destination: String, assets: Set<String>) -> String? {
        guard destination.hasPrefix("/"), !destination.hasPrefix("//") else { return nil }
        let path = String(split(destination).path.dropFirst())
        guard !assets.contains(path.removingPercentEncoding ?? path) else { return nil }
        return "root path '\(path)' names no file in the content folder"
    }

    /// `scheme:` as RFC 3986 spells it (a letter, then letters, digits, `+`, `-`, `.`).
    private static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else { return false }
        return text[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    /// The path, and the `?query#fragment` that follows it.
    private static func split(_ destination: String) -> (path: String, suffix: String) {
        guard let cut = destination.firstIndex(where: { $0 == "#" || $0 == "?" }) else { return (destination, "") }
        return (String(destination[..<cut]), String(destination[cut...]))
    }

    /// The content path `path` names from inside `file`, or nil when `..` climbs out of the folder.
    static func normalize(_ path: String, relativeTo file: String) -> String? {
        var parts = file.split(separator: "/").dropLast().map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
