import Foundation
import Hummingbird

/// Answers file requests from the output folder the way a static host would, adding the reload script to HTML.
///
/// Misses (including every refused path) get the site's own `404.html` with status 404, as mdBook
/// and Hugo do; HTML gets the reload script on the way out, and with `pagePolicy` its head's
/// inline scripts get the response's nonce under `ContentSecurityPolicy.page`. Pages are never
/// stored (each carries its own nonce); every other file may be kept but is revalidated on each use
/// (`no-cache` with an `EntityTag`), so a reload always shows the newest build while an unchanged
/// stylesheet, script or font is answered 304 without being read or sent again.
struct StaticFileServer: Sendable {
    let folder: SiteFolder
    /// The URL path the folder is served under (`/` or `/guide/`); the server root redirects there.
    let basePath: String
    /// Whether pages are sent with `ContentSecurityPolicy.page`: off when raw HTML is trusted.
    let pagePolicy: Bool

    /// The response for a raw request path (percent-encoded, without the query) and the request's
    /// `If-None-Match` field.
    func response(forPath rawPath: String, query: String?, ifNoneMatch: String?) -> Response {
        guard let requested = RequestPath(requestTarget: rawPath) else { return notFound() }
        let base = basePath.split(separator: "/").map(String.init)
        guard let path = requested.relative(to: base) else {
            return requested.segments.isEmpty ? redirect(to: basePath) : notFound()
        }
        switch folder.lookup(path) {
        case .file(let realPath):
            return fileResponse(realPath, status: .ok, ifNoneMatch: ifNoneMatch) ?? notFound()
        case .folderWithoutSlash:
            return redirect(to: rawPath + "/" + (query.map { "?" + $0 } ?? ""))
        case .notFound:
            return notFound()
        }
    }

    /// The site's `404.html` when it has one, else a plain-text 404.
    private func notFound() -> Response {
        if let page = folder.topLevelFile(named: "404.html"), let response = fileResponse(page, status: .notFound) {
            return response
        }
        return Response(
            status: .notFound,
            headers: Self.headers(contentType: "text/plain; charset=utf-8"),
            body: ResponseBody(byteBuffer: ByteBuffer(string: "404 Not Found\n"))
        )
    }

    /// An HTML file is read once: its tag is taken first, as for any file, in case it is a fragment.
    private func fileResponse(_ realPath: String, status: HTTPResponse.Status, ifNoneMatch: String? = nil) -> Response? {
        let contentType = ContentType.forFileName((realPath as NSString).lastPathComponent)
        let tag = EntityTag(path: realPath)
        guard ContentType.isHTML(contentType) else {
            return revalidated(tag: tag, status: status, contentType: contentType, ifNoneMatch: ifNoneMatch) {
                FileManager.default.contents(atPath: realPath)
            }
        }
        guard let contents = FileManager.default.contents(atPath: realPath) else { return nil }
        guard Self.isPage(contents) else {
            return revalidated(tag: tag, status: status, contentType: contentType, ifNoneMatch: ifNoneMatch) { contents }
        }
        let nonce = ContentSecurityPolicy.newNonce()
        var page = ReloadScript.inject(into: String(decoding: contents, as: UTF8.self), nonce: nonce)
        var headers = Self.headers(contentType: contentType)
        if pagePolicy {
            page = ContentSecurityPolicy.addingNonce(nonce, toScriptsInHeadOf: page)
            headers[.contentSecurityPolicy] = ContentSecurityPolicy.page(nonce: nonce)
        }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
    }

    /// A file other than a page, with its tag; 304 without the body when the browser's copy has that tag.
    /// The tag is taken before the bytes are read, so a file replaced in between goes out under its
    /// older tag, which the next request then fails to match.
    private func revalidated(
        tag: EntityTag?, status: HTTPResponse.Status, contentType: String, ifNoneMatch: String?, contents: () -> Data?
    ) -> Response? {
        var headers = Self.headers(contentType: contentType)
        if let tag {
            headers[.cacheControl] = "no-cache"
            headers[.eTag] = tag.value
            if status == .ok, tag.isMatched(byIfNoneMatch: ifNoneMatch) {
                return Response(status: .notModified, headers: headers)
            }
        }
        guard let bytes = contents() else { return nil }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// Whether an HTML file is a page: a doctype or an `html`, `head` or `body` tag in its first
    /// kilobyte (any letter case). Anything else is a fragment a page fetches (the sidebar file),
    /// sent like any other file: without the live-reload script, and revalidated by its tag, so
    /// the page's copy stays in use while the file is unchanged.
    static func isPage(_ contents: Data) -> Bool {
        let text = String(decoding: contents.prefix(1024), as: UTF8.self).lowercased()
        return ["<!doctype", "<html", "<head", "<body"].contains { text.contains($0) }
    }

    /// Folders are served at their slash-terminated address so the index page's relative links resolve.
    private func redirect(to location: String) -> Response {
        var headers = Self.headers(contentType: "text/plain; charset=utf-8")
        headers[.location] = location
        return Response(status: .movedPermanently, headers: headers)
    }

    private static func headers(contentType: String) -> HTTPFields {
        [.contentType: contentType, .cacheControl: "no-store"]
    }
}
