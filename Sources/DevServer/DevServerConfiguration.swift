/// Where `DevServer` listens and which folder it serves.
public struct DevServerConfiguration: Sendable {
    /// The built site; requests can never reach files outside it.
    public var outputFolder: String
    /// Interface to listen on; loopback by default, so a preview is never exposed to the network.
    public var host: String
    /// TCP port; 0 lets the system pick a free one, which `DevServer.start()` reports.
    public var port: Int
    /// The URL path the folder is served under, starting and ending with `/`: `/guide/` for a site
    /// built for https://example.com/guide/, so its links work in the preview as they will when published.
    public var basePath: String
    /// A connection that has no request in progress, or is sending one, is closed after this long:
    /// the idle timeout and the header timeout, Hummingbird's `idleTimeout`.
    public var idleTimeout: Duration
    /// Pages are sent with `ContentSecurityPolicy.page`; off for sites whose raw HTML is trusted
    /// (`--allow-raw-html`), whose inline scripts and handlers must run as written.
    public var sendsPagePolicy: Bool

    /// Port 8000 is the default of Python's `http.server`, which Publish and Ignite previews use.
    public init(
        outputFolder: String, host: String = "127.0.0.1", port: Int = 8000, basePath: String = "/", idleTimeout: Duration = .seconds(30),
        sendsPagePolicy: Bool = true
    ) {
        self.outputFolder = outputFolder
        self.host = host
        self.port = port
        self.basePath = basePath
        self.idleTimeout = idleTimeout
        self.sendsPagePolicy = sendsPagePolicy
    }
}
