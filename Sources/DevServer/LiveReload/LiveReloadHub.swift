import NIOConcurrencyHelpers
import NIOCore

/// Fans build announcements out to every connected live-reload stream.
///
/// It remembers the latest problems so a page that connects (or reconnects) after a build with
/// errors still sees them, and numbers builds so a reconnecting page can tell it missed one.
final class LiveReloadHub: Sendable {
    private struct State {
        var subscribers: [Int: AsyncStream<LiveReloadEvent>.Continuation] = [:]
        var nextSubscriberID = 0
        var buildNumber = 0
        var currentProblems: BuildProblems?
        var isAccepting = true
    }

    /// Distinguishes server runs, so a page reconnecting to a restarted server reloads.
    private let runID: String
    private let state = NIOLockedValueBox(State())

    init(runID: String = String(UInt64.random(in: 1...UInt64.max), radix: 36)) {
        self.runID = runID
    }

    /// Number of open streams.
    var subscriberCount: Int {
        state.withLockedValue { $0.subscribers.count }
    }

    /// Opens a stream that starts with `hello` (and the current problems, if the last build left some)
    /// and ends when `ended` completes: the page's connection closing, so a page that went away
    /// leaves nothing behind even if no event is ever sent again.
    ///
    /// While the hub is closed the stream ends at once, so a page connecting during shutdown cannot hold it up.
    func subscribe(until ended: EventLoopFuture<Void>? = nil) -> AsyncStream<LiveReloadEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: LiveReloadEvent.self)
        let id = state.withLockedValue { state -> Int? in
            guard state.isAccepting else { return nil }
            let id = state.nextSubscriberID
            state.nextSubscriberID += 1
            state.subscribers[id] = continuation
            continuation.yield(.hello(buildToken: token(state.buildNumber)))
            if let problems = state.currentProblems {
                continuation.yield(.problems(problems))
            }
            return id
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLockedValue { _ = $0.subscribers.removeValue(forKey: id) }
        }
        ended?.whenComplete { _ in continuation.finish() }
        return stream
    }

    /// A new build is ready: clears any problems and tells every page which files it changed
    /// (`SiteChange`; `changedFiles` are site paths, nil when every file may have changed).
    func announceReload(changedFiles: [String]? = nil, basePath: String = "/") {
        state.withLockedValue { state in
            state.buildNumber += 1
            state.currentProblems = nil
            let change = SiteChange(token: token(state.buildNumber), sitePaths: changedFiles, basePath: basePath)
            broadcast(.reload(change), to: state)
        }
    }

    /// Every page shows these problems, and so does every page that connects until the next reload.
    func announceProblems(_ problems: BuildProblems) {
        state.withLockedValue { state in
            state.currentProblems = problems
            broadcast(.problems(problems), to: state)
        }
    }

    /// Ends every open stream and refuses new ones, so the server can shut down.
    func close() {
        let subscribers = state.withLockedValue { state in
            state.isAccepting = false
            defer { state.subscribers.removeAll() }
            return Array(state.subscribers.values)
        }
        subscribers.forEach { $0.finish() }
    }

    /// Accepts subscriptions again, for a server started after `close()`; build number and problems are kept.
    func reopen() {
        state.withLockedValue { $0.isAccepting = true }
    }

    private func broadcast(_ event: LiveReloadEvent, to state: State) {
        state.subscribers.values.forEach { $0.yield(event) }
    }

    private func token(_ buildNumber: Int) -> String {
        "\(runID).\(buildNumber)"
    }
}
