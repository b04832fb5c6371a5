import ArgumentParser
import DevServer
import Foundation
import SiteBuilder

/// `fieldguide serve`: builds the site, serves it on this machine and rebuilds it on every change.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it on this machine, and rebuild it when the content or templates change.",
        discussion: """
            Open pages reload after each rebuild; only articles whose Markdown or images changed are evaluated again. \
            Every build that completes is served: a block with errors shows them on its page, everything else is up to date, \
            and open pages list the errors with links to them. Errors are printed after every rebuild, warnings once, when they appear. \
            A build that cannot complete (a template that does not parse) leaves the last good build served and says why over the open pages. \
            Builds run in a separate process; one that crashes, or uses more than 2 GB of memory or 120 s of CPU time \
            (FIELDGUIDE_BUILD_MEMORY_MB and FIELDGUIDE_BUILD_CPU_SECONDS change these), fails the same way while the server goes on. \
            With --base-url the site is served under that URL's path. Ctrl-C stops the server. \
            Without --port, when the default port (FIELDGUIDE_PORT, else 8000) is taken the next free one is used, \
            and said so before the first build; a --port that is taken is an error. \
            Exit status: 0 after Ctrl-C, 1 when the first build cannot complete or the address cannot be used, \
            2 for usage errors.
            """)

    @OptionGroup var content: ContentOptions

    @OptionGroup var site: SiteOptions

    @Option(help: "TCP port; 0 picks a free one. Without it: FIELDGUIDE_PORT or 8000, or when another program holds that, the next free one of the 20 after it (and serve says so).")
    var port: Int?

    @Option(help: "Interface to listen on; loopback keeps the preview off the network.")
    var host: String = "127.0.0.1"

    func validate() throws {
        try content.validate()
        try site.validate()
        guard (0...65535).contains(port ?? Self.defaultPort) else { throw ValidationError("--port must be between 0 and 65535") }
        guard !host.isEmpty else { throw ValidationError("--host must name an interface, such as 127.0.0.1") }
        for input in [content.folder] + [site.templatesFolder].compactMap({ $0 }) where Self.isInside(site.output, input) {
            throw ValidationError("the output folder '\(site.output)' is inside '\(input)', so every build would trigger another; choose another --output")
        }
    }

    func run() async throws {
        let signals = TerminationSignals()
        // A build worker that dies makes writing to it fail with EPIPE instead of ending the server.
        signal(SIGPIPE, SIG_IGN)
        let options = site.buildOptions(content: content)
        let basePath = options.baseURL?.path ?? "/"
        let port = self.port ?? PortProbe.firstFree(host: host, from: Self.defaultPort)
        if port != self.port ?? Self.defaultPort {
            Console.line("Port \(Self.defaultPort) on \(host) is in use by another program; using port \(port) instead (--port chooses one)")
        }
        let server = DevServer(configuration: DevServerConfiguration(
            outputFolder: site.output, host: host, port: port, basePath: basePath, sendsPagePolicy: !site.allowRawHTML))
        let worker = BuildWorker(arguments: ["--content", content.folder] + site.arguments, limits: .fromEnvironment())
        let rebuilder = LiveRebuilder(worker: worker, contentFolder: content.folder, basePath: basePath, server: server)
        let watcher = FileWatcher(paths: [content.folder] + [options.templatesFolder].compactMap { $0 }) { changes in
            rebuilder.rebuild(after: changes)
        }
        watcher.start()
        do {
            try await rebuilder.buildFirst()
        } catch {
            await watcher.stopAndWait()
            rebuilder.stop()
            Console.error("build failed: \(error)")
            throw ExitStatus.contentErrors
        }
        let boundPort: Int
        do {
            boundPort = try await server.start()
        } catch {
            await watcher.stopAndWait()
            rebuilder.stop()
            let hint = self.port == nil ? "" : "; choose another --port, or leave it out to use the next free one"
            Console.error("error: cannot listen on \(host):\(port): \(error)\(hint)")
            throw ExitStatus.contentErrors
        }
        Console.line("Serving \(site.output) at \(Self.url(host: host, port: boundPort, path: basePath)) and watching \(watcher.paths.joined(separator: ", ")); Ctrl-C stops")
        _ = await signals.wait()
        Console.line("Stopping")
        await watcher.stopAndWait()
        rebuilder.stop()
        await server.stop()
    }

    /// The port without `--port`: `FIELDGUIDE_PORT` when it holds a number, else 8000.
    static var defaultPort: Int {
        ProcessInfo.processInfo.environment["FIELDGUIDE_PORT"].flatMap { Int($0) } ?? 8000
    }

    /// `http://127.0.0.1:8000/`, with IPv6 addresses in brackets.
    static func url(host: String, port: Int, path: String) -> String {
        let authority = host.contains(":") ? "[\(host)]" : host
        return "http://\(authority):\(port)\(path)"
    }

    /// Whether `path` is `folder` or lies below it, comparing absolute, normalised paths.
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
