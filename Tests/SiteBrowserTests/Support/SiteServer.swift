import Foundation

/// A built site served over HTTP on a free local port by Python's standard `http.server`, for the
/// parts of a page that do nothing on a `file:` URL (the search fetches its index) and the pages
/// that link their assets from the server's root (404.html). Plain static files, no live reload:
/// an open event stream would keep Chromium's virtual time from running out.
final class SiteServer {
    let folder: URL
    let origin: URL
    private let process: Process

    struct NoPort: Error, CustomStringConvertible {
        let output: String
        var description: String { "python3 -m http.server printed no port: \(output)" }
    }

    init(serving folder: URL) throws {
        self.folder = folder.standardizedFileURL
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 40123 (http://127.0.0.1:40123/) ..."
        var printed = ""
        while !printed.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            printed += String(decoding: data, as: UTF8.self)
        }
        guard let port = printed.firstMatch(of: /port (\d+)/)?.1 else {
            kill(process.processIdentifier, SIGKILL)
            throw NoPort(output: printed)
        }
        origin = URL(string: "http://127.0.0.1:\(port)/")!
    }

    /// SIGKILL, not `terminate()`'s SIGTERM: the server inherits the test thread's signal mask,
    /// which may block SIGTERM, and would then outlive the test.
    deinit {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The address of a file inside the served folder.
    func address(of file: URL) -> URL {
        let relative = file.standardizedFileURL.path.dropFirst(folder.path.count + 1)
        return URL(string: String(relative), relativeTo: origin)!.absoluteURL
    }
}
