import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One headless Chromium process driven over the DevTools protocol through
/// `--remote-debugging-pipe`: the browser reads commands from its file descriptor 3 and writes
/// replies and events to descriptor 4, each a JSON message ended by a NUL byte (Chromium's
/// `DevToolsPipeHandler`). A pipe needs no port, no WebSocket and no HTTP client. Every read waits
/// at most `timeout`, so a browser that stops answering ends the session instead of the build.
final class HeadlessChromium {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `chromium` or `chromium-browser` on the `PATH` (Debian's package installs the first).
    static var installed: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for folder in folders {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    private let process: pid_t
    private let commands: Int32
    private let replies: Int32
    private let profile: String
    private let timeout: Duration
    private var received: [UInt8] = []
    private var lastID = 0
    private var isClosed = false

    /// Starts the browser with a fresh profile in a temporary folder.
    init(executable: String, timeout: Duration = .seconds(30)) throws {
        self.timeout = timeout
        profile = NSTemporaryDirectory() + "fieldguide-chromium-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
        // A browser that dies mid-write must fail the write (EPIPE), not end the build.
        signal(SIGPIPE, SIG_IGN)
        let toBrowser = try Self.makePipe(), fromBrowser = try Self.makePipe()
        let arguments = [
            executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions", "--hide-scrollbars",
            "--mute-audio", "--allow-file-access-from-files", "--remote-debugging-pipe", "--user-data-dir=\(profile)", "about:blank",
        ]
        let spawned = Self.spawn(arguments, reading: toBrowser.read, writing: fromBrowser.write)
        close(toBrowser.read)
        close(fromBrowser.write)
        guard let spawned else {
            close(toBrowser.write)
            close(fromBrowser.read)
            try? FileManager.default.removeItem(atPath: profile)
            throw Failure(description: "\(executable) could not be started")
        }
        process = spawned
        commands = toBrowser.write
        replies = fromBrowser.read
    }

    deinit { shutDown() }

    /// Folder for files the browser should load (its profile folder, removed on close).
    var scratchFolder: String { profile }

    /// Sends a command (to a page when `session` is set) and returns its reply's `result`; events
    /// that arrive first are dropped.
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
        lastID += 1
        let id = lastID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        try send(message)
        let deadline = ContinuousClock.now + timeout
        while true {
            let reply = try nextMessage(before: deadline)
            guard reply["id"] as? Int == id else { continue }
            if let error = reply["error"] as? [String: Any] {
                throw Failure(description: "\(method): \(error["message"] as? String ?? "failed")")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Waits for the event `method`, dropping every other message.
    func wait(for method: String) throws {
        let deadline = ContinuousClock.now + timeout
        while try nextMessage(before: deadline)["method"] as? String != method {}
    }

    /// Asks the browser to quit, then makes sure it has; removes the profile.
    func shutDown() {
        guard !isClosed else { return }
        isClosed = true
        try? send(["id": lastID + 1, "method": "Browser.close", "params": [String: Any]()])
        close(commands)
        let deadline = ContinuousClock.now + .seconds(5)
        var status: Int32 = 0
        while waitpid(process, &status, WNOHANG) == 0 {
            if ContinuousClock.now > deadline {
                kill(-process, SIGKILL)
                waitpid(process, &status, 0)
                break
            }
            usleep(20_000)
        }
        close(replies)
        try? FileManager.default.removeItem(atPath: profile)
    }

    private func send(_ message: [String: Any]) throws {
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw Failure(description: "the browser stopped reading commands") }
            offset += written
        }
    }

    /// The next NUL-ended message, read with `poll` so a silent browser cannot block past `deadline`.
    private func nextMessage(before deadline: ContinuousClock.Instant) throws -> [String: Any] {
        while true {
            if let end = received.firstIndex(of: 0) {
                let message = Data(received[..<end])
                received.removeSubrange(...end)
                return (try? JSONSerialization.jsonObject(with: message)) as? [String: Any] ?? [:]
            }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw Failure(description: "the browser did not answer within \(timeout)") }
            var descriptor = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1, 60_000))
            guard poll(&descriptor, 1, milliseconds) >= 0 || errno == EINTR else { throw Failure(description: "cannot wait for the browser") }
            guard descriptor.revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(replies, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "the browser quit") }
            received += chunk[..<count]
        }
    }

    /// A pipe whose ends are above the descriptors the child gets (3 and 4), closed on exec.
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw Failure(description: "cannot make a pipe for the browser") }
        let read = fcntl(ends[0], F_DUPFD_CLOEXEC, 10), write = fcntl(ends[1], F_DUPFD_CLOEXEC, 10)
        close(ends[0])
        close(ends[1])
        return (read, write)
    }

    /// Starts the browser in its own process group, with the pipe ends as descriptors 3 and 4
    /// and its output thrown away.
    private static func spawn(_ arguments: [String], reading: Int32, writing: Int32) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, reading, 3)
        posix_spawn_file_actions_adddup2(&actions, writing, 4)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        return posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ) == 0 ? pid : nil
    }
}
