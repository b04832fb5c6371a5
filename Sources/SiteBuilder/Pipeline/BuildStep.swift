/// One named stage of a build (Publish's step idea): the name shows up in errors, the work reads
/// and extends the shared `BuildState`.
struct BuildStep: Sendable {
    let name: String
    let run: @Sendable (inout BuildState) throws -> Void
}
