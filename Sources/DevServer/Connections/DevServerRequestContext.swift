import Hummingbird
import NIOCore

/// Hummingbird's basic request context plus the connection's end, so a live-reload stream ends
/// (and its subscriber goes) when the page's connection does, not when the next event fails to send.
struct DevServerRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// Completes when the connection closes.
    let connectionClosed: EventLoopFuture<Void>

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        connectionClosed = source.channel.closeFuture
    }
}
