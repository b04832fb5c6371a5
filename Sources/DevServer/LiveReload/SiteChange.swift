import Foundation

/// What a new build changed, as open pages hear it (`LiveReloadEvent.reload`): the build's token
/// and the URL paths of the files it rewrote, added or deleted. With the list, a page whose own
/// file is unchanged stays as it is and an edited page swaps its article in place
/// (`ReloadScript`); without it (nil: a build that wrote the whole site), every page reloads.
struct SiteChange: Sendable, Equatable, Encodable {
    /// More files than this are not listed: a page would most likely reload anyway, and the
    /// list goes to every open page.
    static let listLimit = 200

    var token: String
    /// URL paths on this server (`/docs/a.html`), sorted; nil (left out of the JSON) when every
    /// file may have changed.
    var changed: [String]?

    /// `sitePaths` as a build reports them, served under `basePath`.
    init(token: String, sitePaths: [String]?, basePath: String) {
        self.token = token
        guard let sitePaths, sitePaths.count <= Self.listLimit else { return }
        let base = basePath.hasSuffix("/") ? basePath : basePath + "/"
        changed = sitePaths.map { base + ($0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0) }.sorted()
    }
}
