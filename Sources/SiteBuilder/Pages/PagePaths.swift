/// Where each page of a site is published, by the site's URL style (`urls:` in `index.md`).
///
/// - `files` (the default, and every site's before nested content): each page is one `.html`
///   file at the site's root, `05-frames.html`, and an article in a folder joins its folders with
///   `-`: `stacks/hstack.md` is `stacks-hstack.html`. Pages never sit in folders, so relative
///   links keep working from `file://` and from any server folder.
/// - `pretty`: each page is a folder's `index.html`, addressed by the folder (`frames/`), and the
///   number that orders a file or folder (`05-`) is left out of its URL name: `05-frames.md` is
///   `frames/index.html`, `02-stacks/hstack.md` is `stacks/hstack/index.html`. Such a site needs a
///   server (or `serve`), which answers `frames/` with its `index.html`.
///
/// In both styles `slug:` replaces the article's own name, and a content folder's section page is
/// published as the folder would be as an article (`stacks.html`, `stacks/index.html`).
struct PagePaths: Hashable, Sendable {
    enum Style: String, Sendable {
        case files, pretty
    }

    let style: Style

    init(style: Style = .files) {
        self.style = style
    }

    /// An article's page: `file` relative to the content folder, `slug` its front matter's.
    func article(file: String, slug: String?) -> String {
        // Most sites are flat: a rebuild places a thousand reused articles this way.
        if style == .files, !file.utf8.contains(UInt8(ascii: "/")) { return (slug ?? Article.slug(of: file)) + ".html" }
        var names = file.split(separator: "/").map(String.init)
        let name = Article.slug(of: names.removeLast())
        return page(folders: names, name: slug ?? urlName(name))
    }

    /// The section page of a content folder (`stacks`, `guides/stacks`).
    func section(folder: String) -> String {
        var names = folder.split(separator: "/").map(String.init)
        let name = names.removeLast()
        return page(folders: names, name: urlName(name))
    }

    /// Where an article's page was before pretty URLs: the `files` style's path, which a
    /// `redirects: true` site keeps as a redirect page.
    static func filesPath(of file: String, slug: String?) -> String {
        PagePaths(style: .files).article(file: file, slug: slug)
    }

    /// The site path of the redirect page for an alias as written in front matter: `old/frames.html`
    /// as it is, `/frames-old/` or `frames-old` as `frames-old/index.html`; nil for anything that
    /// is not a path inside the site (a URL with a scheme, `..`, an empty path).
    static func redirect(alias: String) -> String? {
        let path = alias.drop { $0 == "/" }
        let names = path.split(separator: "/")
        guard !names.isEmpty, !alias.contains(":"), !alias.contains("?"), !alias.contains("#"),
              !names.contains(where: { $0 == "." || $0 == ".." }) else { return nil }
        let last = names[names.count - 1]
        if !path.hasSuffix("/"), last.lowercased().hasSuffix(".html") || last.lowercased().hasSuffix(".htm") {
            return names.joined(separator: "/")
        }
        return names.joined(separator: "/") + "/index.html"
    }

    /// A folder's or file's name in a URL: in the pretty style without its ordering number (`05-`).
    func urlName(_ name: String) -> String {
        guard style == .pretty else { return name }
        let digits = name.prefix { $0.isASCII && $0.isNumber }
        let rest = name.dropFirst(digits.count)
        guard !digits.isEmpty, let separator = rest.first, separator == "-" || separator == "_", rest.count > 1 else { return name }
        return String(rest.dropFirst())
    }

    private func page(folders: [String], name: String) -> String {
        switch style {
        case .files: (folders + [name]).joined(separator: "-") + ".html"
        case .pretty: (folders.map(urlName) + [name]).joined(separator: "/") + "/index.html"
        }
    }
}
