import ArgumentParser
import SiteBuilder

/// `--templates`, `--output`, `--force`, `--base-url` and `--allow-raw-html`, shared by `build` and `serve`.
struct SiteOptions: ParsableArguments {
    @Option(help: "Mustache templates and assets (default: templates/, or the built-in ones when that folder does not exist).")
    var templates: String?

    @Option(help: "Where the site is written; a folder a build wrote (or an empty one) is replaced, anything else refused.")
    var output: String = "_site"

    @Flag(help: "Replace the output even when it is a file, or a folder (or a link to one) with files fieldguide did not write.")
    var force = false

    @Option(name: .customLong("base-url"), help: "The URL the site is published under, e.g. https://example.com/guide/.")
    var baseURL: String?

    @Flag(name: .customLong("allow-raw-html"), help: "Put raw HTML from the Markdown into pages, and publish the content's SVG, XML and HTML files, as written (trusted authors only); without it, raw HTML is shown as text, SVG and XML files lose what could run script, and HTML files are not published.")
    var allowRawHTML = false

    func validate() throws {
        guard !output.isEmpty else { throw ValidationError("--output must name a folder, such as _site") }
        if let baseURL, BaseURL(baseURL) == nil {
            throw ValidationError("--base-url must be an http or https URL with a host, such as https://example.com/guide/")
        }
        if let templates, !Console.isFolder(templates) {
            throw ValidationError("templates folder '\(templates)' does not exist")
        }
    }

    /// The templates folder a build reads: the one named, else `templates/` when it exists, else none (built-in).
    var templatesFolder: String? {
        templates ?? (Console.isFolder("templates") ? "templates" : nil)
    }

    /// The options as a command line gives them, for the build worker `serve` starts.
    var arguments: [String] {
        ["--output", output] + (templatesFolder.map { ["--templates", $0] } ?? []) + (baseURL.map { ["--base-url", $0] } ?? [])
            + (allowRawHTML ? ["--allow-raw-html"] : []) + (force ? ["--force"] : [])
    }

    func buildOptions(content: ContentOptions, strict: Bool = false) -> BuildOptions {
        BuildOptions(
            contentFolder: content.folder,
            templatesFolder: templatesFolder,
            outputFolder: output,
            baseURL: baseURL.flatMap(BaseURL.init),
            strict: strict,
            allowsRawHTML: allowRawHTML,
            replacesAnyOutput: force)
    }
}
