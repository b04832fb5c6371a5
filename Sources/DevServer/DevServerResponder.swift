import Hummingbird
import NIOCore

/// Routes a request to the live-reload stream or to the static files, after checking that it
/// names this server (`LoopbackNames`), and marks every response `nosniff`, with
/// `ContentSecurityPolicy.files` on all that are not pages.
struct DevServerResponder: HTTPResponder {
    typealias Context = DevServerRequestContext

    let files: StaticFileServer
    let hub: LiveReloadHub
    let names: LoopbackNames

    func respond(to request: Request, context: Context) async throws -> Response {
        var response = route(request, context: context)
        response.headers[.xContentTypeOptions] = "nosniff"
        if response.headers[.contentSecurityPolicy] == nil, !(response.headers[.contentType].map(ContentType.isHTML) ?? false) {
            response.headers[.contentSecurityPolicy] = ContentSecurityPolicy.files
        }
        return request.method == .head ? response.createHeadResponse() : response
    }

    private func route(_ request: Request, context: Context) -> Response {
        // The codec turns the first `Host` into the authority and leaves any other among the fields.
        guard !request.headers.contains(where: { $0.name.canonicalName == "host" }) else {
            return Self.text(.badRequest, "A request names one host (RFC 9112 §3.2).\n")
        }
        guard names.allows(host: request.head.authority, origin: request.headers[.origin]) else {
            return Self.text(.forbidden, "This server answers requests for 127.0.0.1 and localhost only.\n")
        }
        guard request.method == .get || request.method == .head else {
            var response = Self.text(.methodNotAllowed, "GET and HEAD only.\n")
            response.headers[.allow] = "GET, HEAD"
            return response
        }
        return request.uri.path == ReloadScript.eventsPath
            ? eventStream(until: context.connectionClosed)
            : files.response(forPath: request.uri.path, query: request.uri.query, ifNoneMatch: request.headers[.ifNoneMatch])
    }

    /// An open-ended `text/event-stream` response fed by the hub until the page or the server goes away.
    private func eventStream(until closed: EventLoopFuture<Void>) -> Response {
        let events = hub.subscribe(until: closed).map { ByteBuffer(string: $0.serialized) }
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(asyncSequence: events)
        )
    }

    private static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
