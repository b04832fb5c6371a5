import SiteBuilder

/// How a build in the worker went, as one JSON line on the worker's standard output.
enum BuildReply: Codable {
    case built(BuildReport)
    /// The build could not complete; the error as `SiteBuildError` describes it.
    case failed(String)
}
