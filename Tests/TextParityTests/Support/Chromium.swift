import Foundation

/// Headless Chromium (Debian package `chromium`) printing a page's DOM after its scripts ran. Shared
/// with SiteBrowserTests, whose `Support/Chromium.swift` links to this file
/// (text-metrics.md Addendum: `--no-sandbox` as root, `--virtual-time-budget`, `--dump-dom`).
struct Chromium {
    enum Failure: Error, CustomStringConvertible {
        case notInstalled(searched: [String])
        case exited(status: Int32, stderr: String)
        case noReport(dom: String)

        var description: String {
            switch self {
            case .notInstalled(let searched):
                "chromium is not installed (searched PATH: \(searched.joined(separator: ":"))); the browser tests (text parity, site pages) need it: run Scripts/setup.sh or `apt-get install chromium`"
            case .exited(let status, let stderr):
                "chromium exited with status \(status): \(stderr.suffix(2000))"
            case .noReport(let dom):
                "chromium's DOM has no #report (the page script did not finish): \(dom.prefix(500))…"
            }
        }
    }

    let executable: URL

    /// The `chromium` on PATH.
    static func find() throws -> Chromium {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let directories = path.split(separator: ":").map(String.init)
        for directory in directories {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent("chromium")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return Chromium(executable: candidate) }
        }
        throw Failure.notInstalled(searched: directories)
    }

    /// The serialised DOM of `page` once its virtual time budget ran out; `scratch` holds the
    /// throwaway profile and the browser's log.
    func dumpDOM(of page: URL, scratch: URL) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
            "--virtual-time-budget=10000", "--dump-dom", page.absoluteString,
        ]
        let log = scratch.appendingPathComponent("chromium.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        let dom = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure.exited(status: process.terminationStatus, stderr: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
        }
        return String(decoding: dom, as: UTF8.self)
    }
}
