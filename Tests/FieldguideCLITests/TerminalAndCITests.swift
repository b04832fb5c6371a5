import Foundation
import Testing

/// The terminal and CI side of the commands: `--version`, machine-readable findings, warnings as
/// errors, the port fallback of `serve`, and the progress bar that only a terminal gets.
@Suite struct TerminalAndCITests {
    /// A content folder with two warnings at known places: a misspelt modifier and an undefined footnote.
    private func warningSite() throws -> String {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/content", withIntermediateDirectories: true)
        let article = "---\ntitle: Typos\n---\n\nA note[^gone].\n\n```swift\nText(\"Hi\").paddding()\n```\n"
        try article.write(toFile: folder + "/content/01-typos.md", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func versionNamesTheVersionBuildDayAndSwiftUITarget() async throws {
        let first = try await CommandRunner.run(["--version"])
        let second = try await CommandRunner.run(["--version"])
        #expect(first.status == 0)
        #expect(first.output == second.output)
        let pattern = #/^fieldguide \d+\.\d+\.\d+ \(built \d{4}-\d{2}-\d{2}\); follows SwiftUI layout as of iOS 17/18, macOS 14/15\n$/#
        #expect(first.output.wholeMatch(of: pattern) != nil, "\(first.output)")
    }

    @Test func checkAsJSONPrintsOneParsableObjectPerFinding() async throws {
        let folder = try warningSite()
        let result = try await CommandRunner.run(["check", "--format", "json", "--no-cache"], in: folder)
        #expect(result.status == 0)
        let objects = try result.output.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let found = objects.map { "\($0["file"] ?? "")|\($0["line"] ?? "")|\($0["column"] ?? "")|\($0["severity"] ?? "")|\($0["id"] ?? "")" }
        #expect(found == [
            "content/01-typos.md|5|7|warning|markdown.footnote-undefined",
            "content/01-typos.md|8|11|warning|evaluator.unsupported-modifier",
        ])
        #expect((objects[1]["notes"] as? [String]) == ["did you mean 'padding'?"])
        #expect(result.errors.hasPrefix("Checked 1 article, 1 preview: 2 warnings, 0 errors in "))
    }

    @Test func checkForGitHubPrintsWorkflowAnnotations() async throws {
        let folder = try warningSite()
        try "---\ntitle: Broken\n---\n\n```swift\nText(\n```\n".write(toFile: folder + "/content/02-broken.md", atomically: true, encoding: .utf8)
        let result = try await CommandRunner.run(["check", "--format", "github", "--no-cache"], in: folder)
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("::warning file=content/01-typos.md,line=8,col=11,title=evaluator.unsupported-modifier::modifier 'paddding' is not supported and was ignored%0Anote: did you mean 'padding'?"))
        let error = try #require(lines.first { $0.hasPrefix("::error ") })
        #expect(error.hasPrefix("::error file=content/02-broken.md,line=6,col="))
        #expect(lines.allSatisfy { $0.hasPrefix("::warning ") || $0.hasPrefix("::error ") })
    }

    @Test func warningsAsErrorsTurnsWarningsIntoExitStatusOne() async throws {
        let folder = try warningSite()
        #expect(try await CommandRunner.run(["check", "--no-cache"], in: folder).status == 0)
        #expect(try await CommandRunner.run(["check", "--no-cache", "--warnings-as-errors"], in: folder).status == 1)
        #expect(try await CommandRunner.run(["build", "--warnings-as-errors"], in: folder).status == 1)
        try "---\ntitle: Clean\n---\n\nFine.\n".write(toFile: folder + "/content/01-typos.md", atomically: true, encoding: .utf8)
        #expect(try await CommandRunner.run(["check", "--no-cache", "--warnings-as-errors"], in: folder).status == 0)
    }

    /// Without `--port`; the default comes from `FIELDGUIDE_PORT` so the test need not hold 8000.
    @Test func serveMovesToTheNextFreePortAndSaysSoBeforeBuilding() async throws {
        let folder = try warningSite()
        let holder = try PortHolder()
        let serve = try ServeProcess(["--output", "site"], in: folder, environment: ["FIELDGUIDE_PORT": String(holder.port)], choosesPort: false)
        defer { serve.kill() }
        let port = try await serve.waitForPort(within: .seconds(120))
        #expect(port != holder.port && port > holder.port && port <= holder.port + 20)
        let notice = "Port \(holder.port) on 127.0.0.1 is in use by another program; using port \(port) instead"
        let lines = serve.output.split(separator: "\n")
        #expect(lines.first.map { $0.hasPrefix(notice) } == true, "\(serve.output)")
    }

    @Test func theProgressBarIsDrawnOnlyOnATerminal() async throws {
        let content = CommandRunner.repository.appendingPathComponent("content").path
        let folder = try CommandRunner.temporaryFolder()
        let command = [CommandRunner.executable.path, "build", "--no-cache", "--content", content, "--output", folder + "/tty"]
        let onTerminal = try await CommandRunner.runInPseudoTerminal(command)
        #expect(onTerminal.contains(try Regex(#"\[#+·*\] \d+/\d+ articles"#)), "\(onTerminal)")
        #expect(onTerminal.contains("\r\u{1B}[2KBuilt "), "the summary line clears the bar")
        let piped = try await CommandRunner.run(["build", "--no-cache", "--content", content, "--output", folder + "/piped"])
        #expect(piped.status == 0)
        #expect(!piped.errors.contains("articles") && !piped.output.contains("articles"))
        #expect(!piped.errors.contains("\u{1B}"))
    }
}

/// A listening socket on a port the system picks, so a test can find that port taken.
private final class PortHolder {
    let port: Int
    private let socket: Int32

    init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && listen(socket, 1) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else {
            close(socket)
            throw POSIXError(.EADDRINUSE)
        }
        self.socket = socket
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close(socket)
    }
}
