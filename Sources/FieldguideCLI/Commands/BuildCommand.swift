import ArgumentParser
import SiteBuilder

/// `fieldguide build`: the site, written into a fresh folder and swapped in when complete.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site: every article with its code evaluated, laid out and drawn.",
        discussion: """
            Prints each problem as 'path:line:col: error: message' (warnings likewise), then one summary line. \
            Content errors still produce a site, with error panels in place of the broken previews. \
            The site is written next to the output folder and swapped with it in one step only when it is complete; \
            what an interrupted build left there is removed by the next one. \
            On a terminal a progress bar with counts and the time left shows while a build takes longer than a second. \
            Exit status: 0 without errors, 1 with content errors (or warnings, with --warnings-as-errors) or a failed build, \
            2 for usage errors.
            """)

    @OptionGroup var content: ContentOptions

    @OptionGroup var site: SiteOptions

    @Flag(help: "Treat broken internal links as errors.")
    var strict = false

    @Flag(name: .customLong("warnings-as-errors"), help: "Exit with status 1 when there are warnings, as with errors.")
    var warningsAsErrors = false

    @Flag(name: .customLong("no-cache"), help: "Draw every figure again instead of reusing those in .fieldguide-cache beside the output folder.")
    var noCache = false

    @Flag(help: "After the summary, print how long each stage of the build took (a profile by stage).")
    var timings = false

    func validate() throws {
        try content.validate()
        try site.validate()
    }

    func run() throws {
        var options = site.buildOptions(content: content, strict: strict)
        options.usesCache = !noCache
        let report = try Console.run(SiteBuilder(options: options), progress: ProgressBar.forBuild())
        Console.print(report, verb: "Built", contentFolder: content.folder)
        if timings { Console.printTimings(report) }
        try Console.exitIfFailed(report, warningsAsErrors: warningsAsErrors)
    }
}
