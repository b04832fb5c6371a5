import Hummingbird

/// Routes a request to the live-reload stream or to the static files.
struct DevServerResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let files: StaticFileServer
    let hub: LiveReloadHub

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        let response = request.uri.path == ReloadScript.eventsPath
            ? eventStream()
            : files.response(forPath: request.uri.path, query: request.uri.query)
        return request.method == .head ? response.createHeadResponse() : response
    }

    /// An open-ended `text/event-stream` response fed by the hub until the page or the server goes away.
    private func eventStream() -> Response {
        let events = hub.subscribe().map { ByteBuffer(string: $0.serialized) }
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(asyncSequence: events)
        )
    }
}
