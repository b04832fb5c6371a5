/// Runs build steps in order and names the failing step in the error it passes on.
struct BuildPipeline: Sendable {
    let steps: [BuildStep]

    /// Every step of a build that writes a site, in order.
    static let build = BuildPipeline(steps: [
        .loadTemplates, .loadContent, .openCache, .parseArticles, .renderExamples, .reuseUnchangedArticles, .renderArticles,
        .stageOutput, .writePages, .writeSearchIndex, .writeSitemap, .copyAssets, .swapOutput, .finishCache,
    ])

    /// The steps that find every diagnostic without writing anything (`fieldguide check`).
    static let check = BuildPipeline(steps: [.loadContent, .parseArticles, .renderExamples, .renderArticles])

    func run(_ state: inout BuildState) throws {
        for step in steps {
            do {
                try step.run(&state)
            } catch var error as SiteBuildError {
                error.step = error.step ?? step.name
                throw error
            } catch {
                throw SiteBuildError("\(error)", step: step.name)
            }
        }
    }
}
