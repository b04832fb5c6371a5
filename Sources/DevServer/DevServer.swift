import Hummingbird
import HummingbirdCore
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import ServiceLifecycle

/// The HTTP side of `fieldguide serve`: serves a built site folder and pushes live-reload events.
///
/// It knows nothing about how the site is built; the caller rebuilds and then calls
/// `announceReload()` and, when something is left to fix, `announceProblems(_:)`. The folder is
/// read on every request, so whatever the caller last put there is what is served.
public final class DevServer: Sendable {
    /// Why the server could not be started.
    public enum StartError: Error, Equatable {
        /// `start()` was called while the server was already running.
        case alreadyRunning
        /// The server stopped before it was listening.
        case stoppedBeforeListening
    }

    /// A started server: the service group running it and the task awaiting that group.
    private struct Running: Sendable {
        let group: ServiceGroup
        let task: Task<Void, any Error>
    }

    /// Folder, host and port, fixed for the server's lifetime.
    public let configuration: DevServerConfiguration
    /// The live-reload streams (internal so tests can count them).
    let hub = LiveReloadHub()
    private let running = NIOLockedValueBox<Running?>(nil)

    public init(configuration: DevServerConfiguration) {
        self.configuration = configuration
    }

    /// Starts listening in the background and returns the bound port (the chosen one when configured as 0).
    public func start() async throws -> Int {
        let (ports, portSink) = AsyncThrowingStream.makeStream(of: Int.self)
        let group = makeServiceGroup { port in
            portSink.yield(port)
            portSink.finish()
        }
        let started = try running.withLockedValue { current in
            guard current == nil else { throw StartError.alreadyRunning }
            hub.reopen()
            let task = Task {
                do {
                    try await group.run()
                    portSink.finish()
                } catch {
                    portSink.finish(throwing: error)
                    throw error
                }
            }
            current = Running(group: group, task: task)
            return task
        }
        do {
            for try await port in ports {
                return port
            }
            throw StartError.stoppedBeforeListening
        } catch {
            running.withLockedValue { current in
                if current?.task == started { current = nil }
            }
            throw error
        }
    }

    /// Starts the server if needed and returns once it has stopped, after `stop()` or when the caller is cancelled.
    public func run() async throws {
        if running.withLockedValue({ $0 == nil }) {
            _ = try await start()
        }
        guard let task = running.withLockedValue({ $0?.task }) else { return }
        try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            Task { await self.stop() }
        }
    }

    /// Ends live-reload streams, then shuts the listener down gracefully and waits until it has.
    public func stop() async {
        let stopping = running.withLockedValue { current in
            defer { current = nil }
            return current
        }
        guard let stopping else { return }
        hub.close()
        await stopping.group.triggerGracefulShutdown()
        _ = await stopping.task.result
    }

    /// Tells every open page that a new build is in the output folder, and which of its files
    /// (site paths, as `BuildReport.changedFiles`) changed; nil when every file may have.
    public func announceReload(changedFiles: [String]? = nil) {
        hub.announceReload(changedFiles: changedFiles, basePath: configuration.basePath)
    }

    /// Tells every open page, and every page opened until the next reload, what is left to fix.
    public func announceProblems(_ problems: BuildProblems) {
        hub.announceProblems(problems)
    }

    /// The listener as a service of its own rather than a Hummingbird `Application`, whose
    /// service group also runs a task that wakes every second to reformat the `Date` header
    /// (issue 16: an idle `serve` uses no CPU). Each response is dated as it is sent instead.
    private func makeServiceGroup(onListening: @escaping @Sendable (Int) -> Void) -> ServiceGroup {
        var logger = Logger(label: "fieldguide.serve")
        logger.logLevel = .warning
        let files = StaticFileServer(
            folder: SiteFolder(path: configuration.outputFolder), basePath: configuration.basePath, pagePolicy: configuration.sendsPagePolicy)
        let responder = DevServerResponder(files: files, hub: hub, names: LoopbackNames(configuredHost: configuration.host))
        let channel = DevServerChannel(
            http1: HTTP1Channel(responder: { [logger] request, writer, channel in
                let context = DevServerRequestContext(source: ApplicationRequestContextSource(channel: channel, logger: logger))
                var response = try await responder.respond(to: request, context: context)
                response.headers[.date] = HTTPDate.now
                try await writer.write(response: response.head, body: response.body)
            }, configuration: .init(idleTimeout: TimeAmount(configuration.idleTimeout))))
        let connections = OpenFileLimit.connections(within: OpenFileLimit.raised())
        let server = channel.server(
            configuration: ServerConfiguration(
                address: .hostname(configuration.host, port: configuration.port),
                availableConnectionsDelegate: MaximumAvailableConnections(connections, logger: logger)),
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
            eventLoopGroup: MultiThreadedEventLoopGroup.singleton, logger: logger)
        return ServiceGroup(configuration: ServiceGroupConfiguration(services: [server], logger: logger))
    }
}
