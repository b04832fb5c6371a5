import ArgumentParser
import Foundation
import SiteBuilder

/// `fieldguide check`: every diagnostic a build would report, with nothing written.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Evaluate every article and print the problems, without writing anything.",
        discussion: """
            Figures are taken from and stored in the same .fieldguide-cache a build with the same --output uses, \
            so a check after a build (or a second check) evaluates only what changed. \
            --format json prints one JSON object per finding on standard output; --format github prints GitHub Actions \
            annotations (::error file=…,line=…,col=…::message); the summary line then goes to standard error. \
            Exit status: 0 without errors, 1 with errors (or warnings, with --warnings-as-errors), 2 for usage errors.
            """)

    @OptionGroup var content: ContentOptions

    @Flag(help: "Treat broken internal links as errors.")
    var strict = false

    @Flag(name: .customLong("warnings-as-errors"), help: "Exit with status 1 when there are warnings, as with errors.")
    var warningsAsErrors = false

    @Option(help: "How findings are printed: text, json (one object per line) or github (workflow annotations).")
    var format: DiagnosticFormat = .text

    @Option(help: "The output folder a build would use; the figure cache beside it is shared with 'build'.")
    var output: String = "_site"

    @Flag(name: .customLong("no-cache"), help: "Evaluate every figure again, without reading or writing .fieldguide-cache.")
    var noCache = false

    func validate() throws {
        try content.validate()
    }

    func run() throws {
        var options = BuildOptions(contentFolder: content.folder, strict: strict, usesCache: !noCache)
        options.cacheFolder = BuildOptions.cacheFolder(besideOutput: output)
        let report = try Console.run(SiteBuilder(options: options), progress: ProgressBar.forBuild())
        Console.print(report, verb: "Checked", contentFolder: content.folder, format: format)
        try Console.exitIfFailed(report, warningsAsErrors: warningsAsErrors)
    }
}
