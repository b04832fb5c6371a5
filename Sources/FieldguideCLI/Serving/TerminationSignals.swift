import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM as something to await, so `serve` can finish a running build and
/// stop its server cleanly instead of dying with a half-written staging folder.
///
/// Only the first signal is caught: after it the default action is restored, so a second Ctrl-C
/// ends the process at once even if the shutdown hangs.
struct TerminationSignals {
    static let numbers = [SIGINT, SIGTERM]

    private let sources: [any DispatchSourceSignal]
    private let received: AsyncStream<Int32>

    /// Starts catching: from here on the signals are queued instead of ending the process.
    init() {
        let (received, continuation) = AsyncStream.makeStream(of: Int32.self)
        sources = Self.numbers.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
        self.received = received
    }

    /// Returns the first signal to arrive and restores the default action of both.
    func wait() async -> Int32 {
        var iterator = received.makeAsyncIterator()
        let number = await iterator.next() ?? SIGINT
        for (source, caught) in zip(sources, Self.numbers) {
            source.cancel()
            signal(caught, SIG_DFL)
        }
        return number
    }
}
