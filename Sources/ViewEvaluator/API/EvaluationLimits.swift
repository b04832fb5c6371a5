/// Bounds on one block's evaluation, so runaway code (`ForEach(0..<10_000_000)`, endless
/// recursion, `while true`) ends with a diagnostic instead of a hang or a crash.
public struct EvaluationLimits: Hashable, Sendable {
    /// Expressions and statements evaluated.
    public var maxSteps: Int
    /// Nested calls and view bodies; kept well below what the native stack holds.
    public var maxDepth: Int
    /// View nodes created.
    public var maxNodes: Int
    /// Processor time of the evaluating thread for one block, checked every few hundred steps:
    /// not wall-clock time, so a busy machine cannot stop code that an idle one finishes, and the
    /// same input gives the same page under any load. It is reported at the outermost statement
    /// running, not at the step where the time ran out, which differs from run to run.
    public var timeLimit: Duration
    /// UTF-8 bytes of one string and elements of one array, so doubling one in a loop stops
    /// before it exhausts memory (a few steps can otherwise build gigabytes).
    public var maxLength: Int
    /// Approximate bytes of all strings, arrays and dictionaries one block makes (UTF-8 bytes of
    /// strings, 16 bytes per element), so many strings each within `maxLength` cannot add up to
    /// gigabytes. 64 MiB is hundreds of times what a real snippet makes.
    public var maxBytes: Int
    /// UTF-8 bytes of one block; longer blocks are not parsed, which bounds how long parsing takes
    /// and how deep swift-syntax recurses (issue #7).
    public var maxSourceBytes: Int
    /// Views nested in one preview; the layout engine recurses once per level.
    public var maxViewDepth: Int

    public init(
        maxSteps: Int = 1_000_000, maxDepth: Int = 300, maxNodes: Int = 5_000, timeLimit: Duration = .milliseconds(500), maxLength: Int = 100_000,
        maxSourceBytes: Int = 64 * 1024, maxViewDepth: Int = 256, maxBytes: Int = 64 * 1024 * 1024
    ) {
        self.maxSteps = maxSteps
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.timeLimit = timeLimit
        self.maxLength = maxLength
        self.maxSourceBytes = maxSourceBytes
        self.maxViewDepth = maxViewDepth
        self.maxBytes = maxBytes
    }
}
