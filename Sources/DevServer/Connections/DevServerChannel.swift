import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1.1 channel with two handlers of the dev server placed where they can see
/// HTTP/1 as NIO decodes it (before the conversion to HTTP types): `HTTP10Responses` and
/// `HalfClosedStreams`. Everything else, idle timeout included, is Hummingbird's.
struct DevServerChannel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let http1: HTTP1Channel

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try operations.addHandler(HalfClosedStreams(), position: .after(decoder))
            try operations.addHandler(HTTP10Responses(), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}
