import ArgumentParser
import Foundation
import SiteBuilder

/// `fieldguide build`: the site, written into a fresh folder and swapped in when complete.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site: every article with its code evaluated, laid out and drawn.",
        discussion: """
            Prints each problem as 'path:line:col: error: message' (warnings likewise), then one summary line. \
            Content errors still produce a site, with error panels in place of the broken previews. \
            The site is written next to the output folder and moved into place only when it is complete. \
            Exit status: 0 without errors, 1 with content errors or a failed build, 2 for usage errors.
            """)

    @OptionGroup var content: ContentOptions

    @Option(help: "Mustache templates and assets (default: templates/, or the built-in ones when that folder does not exist).")
    var templates: String?

    @Option(help: "Where the site is written.")
    var output: String = "_site"

    @Option(name: .customLong("base-url"), help: "The URL the site is published under, e.g. https://example.com/guide/.")
    var baseURL: String?

    @Flag(help: "Treat broken internal links as errors.")
    var strict = false

    @Flag(name: .customLong("no-cache"), help: "Draw every figure again instead of reusing those in .fieldguide-cache beside the output folder.")
    var noCache = false

    func validate() throws {
        try content.validate()
        if let baseURL, BaseURL(baseURL) == nil {
            throw ValidationError("--base-url must be an http or https URL with a host, such as https://example.com/guide/")
        }
        if let templates, !Console.isFolder(templates) {
            throw ValidationError("templates folder '\(templates)' does not exist")
        }
    }

    func run() throws {
        let options = BuildOptions(
            contentFolder: content.folder,
            templatesFolder: templates ?? (Console.isFolder("templates") ? "templates" : nil),
            outputFolder: output,
            baseURL: baseURL.flatMap(BaseURL.init),
            strict: strict,
            usesCache: !noCache)
        let report = try Console.run(SiteBuilder(options: options))
        Console.print(report, verb: "Built", contentFolder: content.folder)
        if report.errorCount > 0 { throw ExitStatus.contentErrors }
    }
}
