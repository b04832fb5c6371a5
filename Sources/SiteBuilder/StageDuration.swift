/// How long one stage of a build took (`BuildPipeline`'s stages, by the names its errors use);
/// `fieldguide build --timings` prints them, so a profile of a build by stage needs no profiler.
public struct StageDuration: Sendable, Codable, Equatable {
    public let stage: String
    /// Wall-clock time: stages that evaluate or render use every core.
    public let duration: Duration
}
