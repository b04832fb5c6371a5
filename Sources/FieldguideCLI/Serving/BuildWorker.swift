import Foundation
import SiteBuilder

/// The process `serve` builds in: the same executable started as the hidden `__build-worker`
/// command, kept between builds so its builder remembers every article's figures. A build that
/// crashes the worker (a stack overflow, a trap), or that uses more memory or time than
/// `BuildLimits` allow (the worker is stopped then), fails with a message that says so, and the
/// next build starts a new worker: no content or template can take the server down with it.
/// Used from one thread at a time (`LiveRebuilder`'s build queue).
final class BuildWorker: @unchecked Sendable {
    /// A started worker: the process, the pipe ends the server holds, and what it wrote on standard error.
    private struct Running {
        let process: Process
        let requests: FileHandle
        let replies: FileHandle
        let errors: ErrorTail
    }

    /// Why a worker ended during a build, as the build's error.
    private struct Stopped: Error {
        let message: String
    }

    /// How often a running build's memory and time are checked.
    static let checkInterval: Int32 = 50

    private let arguments: [String]
    private let limits: BuildLimits
    private var running: Running?

    /// - Parameter arguments: the worker command's options (`--content`, `--output`…).
    init(arguments: [String], limits: BuildLimits) {
        self.arguments = arguments
        self.limits = limits
    }

    /// Runs one build in the worker, starting one when none is running.
    /// Throws `SiteBuildError` when the build cannot complete or the worker ended.
    func build() throws -> BuildReport {
        let worker = try running ?? start()
        running = worker
        do {
            try worker.requests.write(contentsOf: Data("\n".utf8))
            switch try JSONDecoder().decode(BuildReply.self, from: try reply(from: worker)) {
            case .built(let report): return report
            case .failed(let message): throw SiteBuildError(message)
            }
        } catch let stopped as Stopped {
            running = nil
            throw SiteBuildError(stopped.message)
        } catch let failure as SiteBuildError {
            throw failure
        } catch {
            // A request it cannot take or a reply that is not one: the worker is gone or broken.
            running = nil
            stop(worker, gracefully: false)
            throw SiteBuildError(Self.ended(worker))
        }
    }

    /// Lets the worker finish and end (its standard input closes), or ends it after five seconds.
    func stop() {
        guard let worker = running else { return }
        running = nil
        stop(worker, gracefully: true)
    }

    private func start() throws -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: RunningExecutable.path)
        process.arguments = [BuildWorkerCommand.configuration.commandName!] + arguments
        // Swift's backtracer can hold a crashed process for minutes; the crash is reported without it.
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { _, new in new }
        let requests = Pipe(), replies = Pipe(), errors = ErrorTail()
        process.standardInput = requests
        process.standardOutput = replies
        process.standardError = errors.pipe
        do {
            try process.run()
        } catch {
            throw SiteBuildError("cannot start the build process: \(error.localizedDescription)")
        }
        // The worker's ends: the server keeps only its own, so a worker that ends is seen to end.
        try? replies.fileHandleForWriting.close()
        try? requests.fileHandleForReading.close()
        try? errors.pipe.fileHandleForWriting.close()
        return Running(process: process, requests: requests.fileHandleForWriting, replies: replies.fileHandleForReading, errors: errors)
    }

    /// The worker's next line, read while checking the build's memory and time every `checkInterval` ms.
    private func reply(from worker: Running) throws -> Data {
        let processID = worker.process.processIdentifier
        let started = ContinuousClock.now
        let cpuAtStart = ProcessUsage.of(processID)?.cpuTime ?? .zero
        var line = Data()
        while true {
            var descriptor = pollfd(fd: worker.replies.fileDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, Self.checkInterval) > 0 {
                let chunk = worker.replies.availableData
                guard !chunk.isEmpty else { throw Stopped(message: Self.ended(worker)) }
                line.append(chunk)
                if let end = line.firstIndex(of: UInt8(ascii: "\n")) { return line[..<end] }
            }
            if let excess = excess(of: processID, since: started, cpuAtStart: cpuAtStart) {
                stop(worker, gracefully: false)
                throw Stopped(message: excess)
            }
        }
    }

    /// What the build used beyond its limits, as the message for stopping it; nil while within them.
    private func excess(of processID: Int32, since started: ContinuousClock.Instant, cpuAtStart: Duration) -> String? {
        let usage = ProcessUsage.of(processID)
        if let usage, usage.residentBytes > limits.memoryBytes {
            return "the build used more than \(limits.memoryBytes >> 20) MB of memory and was stopped (\(BuildLimits.memoryVariable) raises the limit)"
        }
        if let usage, usage.cpuTime - cpuAtStart > limits.cpuTime {
            return "the build used more than \(limits.cpuTime.components.seconds) s of CPU time and was stopped (\(BuildLimits.cpuVariable) raises the limit)"
        }
        if ContinuousClock.now - started > limits.wallTime {
            return "the build took more than \(limits.wallTime.components.seconds) s and was stopped"
        }
        return nil
    }

    private func stop(_ worker: Running, gracefully: Bool) {
        try? worker.requests.close()
        if gracefully {
            let deadline = ContinuousClock.now + .seconds(5)
            while worker.process.isRunning, ContinuousClock.now < deadline { usleep(10_000) }
        }
        if worker.process.isRunning { kill(worker.process.processIdentifier, SIGKILL) }
        worker.process.waitUntilExit()
        try? worker.replies.close()
    }

    /// Why a worker ended without answering: the signal that ended it and the runtime's last word.
    private static func ended(_ worker: Running) -> String {
        worker.process.waitUntilExit()
        let status = worker.process.terminationStatus
        let cause = worker.process.terminationReason == .uncaughtSignal
            ? "crashed: \(String(cString: strsignal(status))) (signal \(status))"
            : "ended with status \(status) without finishing the build"
        let fatal = worker.errors.text.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("fatal error") }
        return "the build process \(cause)" + (fatal.map { "; \($0.trimmingCharacters(in: .whitespaces))" } ?? "")
    }
}

/// The end of what a worker writes on standard error (crash reports), at most `limit` bytes.
private final class ErrorTail: @unchecked Sendable {
    static let limit = 16_384

    let pipe = Pipe()
    private let lock = NSLock()
    private var bytes = Data()

    init() {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            if chunk.isEmpty { handle.readabilityHandler = nil }
            guard let self else { return }
            self.lock.withLock {
                self.bytes.append(chunk)
                if self.bytes.count > Self.limit { self.bytes = self.bytes.suffix(Self.limit) }
            }
        }
    }

    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
}
