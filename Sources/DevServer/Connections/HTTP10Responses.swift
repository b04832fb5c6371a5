import NIOCore
import NIOHTTP1

/// Answers an HTTP/1.0 request as HTTP/1.0 (RFC 9110 §6.2): with that version, so no chunked
/// coding (HTTP/1.0 has none; a body without a length ends when the connection closes), and with
/// the connection closed after the response, since HTTP/1.0 keeps no connection open by default.
/// It sits between NIO's HTTP/1 codec, which sees the version, and the conversion to HTTP types,
/// which drops it; marking the request `Connection: close` makes Hummingbird close after answering.
final class HTTP10Responses: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The version of each request still waiting for its response, oldest first.
    private var versions: [HTTPVersion] = []

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else { return context.fireChannelRead(data) }
        versions.append(head.version)
        if head.version == .http1_0 { head.headers.replaceOrAdd(name: "connection", value: "close") }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head) where versions.first == .http1_0:
            head.version = .http1_0
            head.headers.replaceOrAdd(name: "connection", value: "close")
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end:
            if !versions.isEmpty { versions.removeFirst() }
            context.write(data, promise: promise)
        default:
            context.write(data, promise: promise)
        }
    }
}
