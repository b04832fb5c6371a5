import ArgumentParser
import SiteBuilder

/// `fieldguide check`: every diagnostic a build would report, with nothing written.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Evaluate every article and print the problems, without writing anything.",
        discussion: "Exit status: 0 without errors, 1 with errors, 2 for usage errors.")

    @OptionGroup var content: ContentOptions

    @Flag(help: "Treat broken internal links as errors.")
    var strict = false

    func validate() throws {
        try content.validate()
    }

    func run() throws {
        let report = try Console.run(SiteBuilder(options: BuildOptions(contentFolder: content.folder, strict: strict)))
        Console.print(report, verb: "Checked", contentFolder: content.folder)
        if report.errorCount > 0 { throw ExitStatus.contentErrors }
    }
}
