import NIOCore
import NIOHTTP1

/// Closes a connection whose client has stopped sending (a browser closing a live-reload stream)
/// while a response without a length is being streamed to it. Hummingbird lets clients half-close,
/// so such a connection would otherwise stay open until the stream next writes, and every
/// reconnecting page would leave one behind; closing it ends the stream and frees its subscriber.
/// Responses with a length are finished as usual.
final class HalfClosedStreams: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart

    private var inputClosed = false
    private var isStreaming = false

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .inputClosed? = event as? ChannelEvent {
            inputClosed = true
            if isStreaming { context.close(promise: nil) }
        }
        context.fireUserInboundEventTriggered(event)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            isStreaming = !head.headers.contains(name: "content-length")
            context.write(data, promise: promise)
            if isStreaming, inputClosed { context.close(promise: nil) }
        case .end:
            isStreaming = false
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        }
    }
}
