import SiteBuilder

/// What `serve` asks its build worker for: one build, as one JSON line on the worker's standard input.
struct BuildRequest: Codable {
    /// A build with content errors leaves the output folder as it was (`SiteBuilder.run(keepingOutputOnErrors:)`).
    var keepingOutputOnErrors: Bool
}

/// How the build went, as one JSON line on the worker's standard output.
enum BuildReply: Codable {
    case built(BuildReport)
    /// The build could not complete; the error as `SiteBuildError` describes it.
    case failed(String)
}
