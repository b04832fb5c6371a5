/// Why a build could not complete (as opposed to content errors, which still produce a site):
/// a missing folder, a template that does not parse, a file that cannot be read or written.
/// The output folder is left as it was.
public struct SiteBuildError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pipeline step that failed, filled in by `BuildPipeline`.
    public var step: String?
    public var message: String

    public init(_ message: String, step: String? = nil) {
        self.message = message
        self.step = step
    }

    /// `render pages: …`, naming the step when known.
    public var description: String { step.map { "\($0): \(message)" } ?? message }
}
