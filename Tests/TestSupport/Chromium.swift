import Foundation

/// Headless Chromium (Debian package `chromium`): a page's DOM after its scripts ran, or a
/// screenshot with what the page wrote to its console (Text.md Addendum: `--no-sandbox`
/// as root, `--virtual-time-budget` and `--dump-dom` for scripts that must finish).
public struct Chromium: Sendable {
    public enum Failure: Error, CustomStringConvertible {
        case notInstalled(searched: [String])
        case exited(status: Int32, stderr: String)

        public var description: String {
            switch self {
            case .notInstalled(let searched):
                "chromium is not installed (searched PATH: \(searched.joined(separator: ":"))); the browser tests need it: run Scripts/setup.sh or `apt-get install chromium`"
            case .exited(let status, let stderr):
                "chromium exited with status \(status): \(stderr.suffix(2000))"
            }
        }
    }

    /// The colour scheme a page is shown in: what `prefers-color-scheme` reports.
    public enum ColorScheme: Sendable {
        case light
        case dark
    }

    /// A screenshot and every message the page logged while it was taken.
    public struct Capture: Sendable {
        public let png: Data
        /// One entry per console message, uncaught exception or failed resource load, as Chromium
        /// logs them (`"Uncaught ReferenceError: …", source: http://… (12)`).
        public let consoleMessages: [String]
    }

    public let executable: URL

    /// The `chromium` on PATH.
    public static func find() throws -> Chromium {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let directories = path.split(separator: ":").map(String.init)
        for directory in directories {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent("chromium")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return Chromium(executable: candidate) }
        }
        throw Failure.notInstalled(searched: directories)
    }

    /// The serialised DOM of `page` once its virtual time budget ran out, in a window `width`
    /// pixels wide when given; `scratch` holds the throwaway profile and the browser's log.
    public func dumpDOM(of page: URL, width: Int? = nil, scratch: URL) throws -> String {
        let window = width.map { ["--window-size=\($0),1000"] } ?? []
        let run = try self.run(window + ["--allow-file-access-from-files", "--virtual-time-budget=10000", "--dump-dom", page.absoluteString], scratch: scratch)
        return String(decoding: run.output, as: UTF8.self)
    }

    /// A `width` × `height` screenshot of `page` in the given colour scheme, taken after its load
    /// event (fonts included), with the console messages Chromium logged meanwhile. No virtual time
    /// budget: a page holding a connection open (a live-reload stream) would keep it from running out.
    public func screenshot(of page: URL, width: Int, height: Int, colorScheme: ColorScheme, scratch: URL) throws -> Capture {
        let file = scratch.appendingPathComponent("screenshot.png")
        try? FileManager.default.removeItem(at: file)
        var arguments = ["--enable-logging=stderr", "--v=0", "--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(file.path)"]
        if colorScheme == .dark { arguments.append("--force-dark-mode") }
        let run = try self.run(arguments + [page.absoluteString], scratch: scratch)
        return Capture(png: try Data(contentsOf: file), consoleMessages: Self.consoleMessages(in: run.log))
    }

    /// Chromium logs each console message as `[pid:tid:time:INFO:CONSOLE:line] "text", source: url (line)`.
    private static func consoleMessages(in log: String) -> [String] {
        log.split(separator: "\n").compactMap { line in
            guard let marker = line.range(of: ":CONSOLE"), let end = line[marker.upperBound...].firstIndex(of: "]") else { return nil }
            return line[line.index(after: end)...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// Runs Chromium headless with a fresh profile in `scratch`; standard error goes to `chromium.log` there.
    private func run(_ arguments: [String], scratch: URL) throws -> (output: Data, log: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu",
            "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
        ] + arguments
        let logFile = scratch.appendingPathComponent("chromium.log")
        _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: logFile)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let log = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else { throw Failure.exited(status: process.terminationStatus, stderr: log) }
        return (data, log)
    }
}
