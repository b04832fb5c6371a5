import Foundation
import Testing

/// `fieldguide build`, `check` and `new` as a user runs them: output, files and exit codes
/// (0 success, 1 content errors or a failed build, 2 usage errors).
@Suite struct SiteCommandTests {
    private let brokenContent = CommandRunner.repository.appendingPathComponent("Fixtures/Sites/broken/content").path

    @Test func checkPointsIntoTheMarkdownFileAndExitsOne() async throws {
        let result = try await CommandRunner.run(["check", "--content", brokenContent])
        let (line, column) = try CommandRunner.position(of: "Txt(", in: brokenContent + "/01-broken.md")
        #expect(result.status == 1)
        #expect(result.errors.contains("\(brokenContent)/01-broken.md:\(line):\(column): error: unknown view 'Txt'\n"))
        #expect(result.errors.contains("\(brokenContent)/01-broken.md:\(line):\(column): note: did you mean 'Text'?\n"))
        #expect(result.output.hasPrefix("Checked 1 article, 1 preview: 2 warnings, 3 errors in "))
        #expect(result.output.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
    }

    @Test func buildOfTheBundledContentIsClean() async throws {
        let output = try CommandRunner.temporaryFolder() + "/site"
        let content = CommandRunner.repository.appendingPathComponent("content").path
        let result = try await CommandRunner.run(["build", "--content", content, "--output", output])
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output.contains(" previews: 0 warnings, 0 errors in "))
        #expect(FileManager.default.fileExists(atPath: output + "/10-alignment-guides.html"))
    }

    @Test func buildWithContentErrorsStillWritesTheSiteAndExitsOne() async throws {
        let output = try CommandRunner.temporaryFolder() + "/site"
        let result = try await CommandRunner.run(["build", "--content", brokenContent, "--output", output, "--strict"])
        #expect(result.status == 1)
        #expect(result.errors.contains("01-broken.md:29:5: error: link '02-missing.md' is broken"))
        #expect(result.output.hasPrefix("Built 3 pages, 1 preview: 1 warning, 4 errors in "))
        #expect(FileManager.default.fileExists(atPath: output + "/01-broken.html"))
    }

    @Test func aBuildThatCannotCompleteExitsOneAndSaysWhy() async throws {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/templates", withIntermediateDirectories: true)
        try "{{#open}}".write(toFile: folder + "/templates/page.mustache", atomically: true, encoding: .utf8)
        let result = try await CommandRunner.run(["build", "--content", brokenContent, "--templates", folder + "/templates", "--output", folder + "/site"])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("build failed: load templates: \(folder)/templates/page.mustache:"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/site"))
    }

    @Test func aDeletedLayoutStopsTheBuildAtTheTagThatExtendsIt() async throws {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.copyItem(atPath: CommandRunner.repository.appendingPathComponent("templates").path, toPath: folder + "/templates")
        try FileManager.default.removeItem(atPath: folder + "/templates/layout.mustache")
        let result = try await CommandRunner.run(["build", "--content", brokenContent, "--output", "site"], in: folder)
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("build failed: load templates: templates/404.mustache:1:1: error: no template 'layout': templates/layout.mustache does not exist"))
        #expect(result.errors.contains("\ntemplates/page.mustache:1:1: error: no template 'layout'"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/site"))
    }

    @Test func anOutputFolderOfOtherFilesIsRefusedWithExitOneUnlessForced() async throws {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/docs", withIntermediateDirectories: true)
        try "my own notes\n".write(toFile: folder + "/docs/notes.md", atomically: true, encoding: .utf8)
        let refused = try await CommandRunner.run(["build", "--content", brokenContent, "--output", "docs"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("build failed: stage output: the output folder 'docs' holds files fieldguide did not write"))
        #expect(try String(contentsOfFile: folder + "/docs/notes.md", encoding: .utf8) == "my own notes\n")
        let forced = try await CommandRunner.run(["build", "--content", brokenContent, "--output", "docs", "--force"], in: folder)
        #expect(forced.status == 1, "content errors only")
        #expect(FileManager.default.fileExists(atPath: folder + "/docs/01-broken.html"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/docs/notes.md"))
    }

    @Test(arguments: [
        ["build", "--base-url", "example.com"],
        ["build", "--content", "/nonexistent-folder"],
        ["check", "--content", "/nonexistent-folder"],
        ["build", "--no-such-option"],
        ["build", "--output", ""],
        ["serve", "--content", "/nonexistent-folder"],
        ["serve", "--port", "70000"],
        ["serve", "--content", ".", "--output", "_site"],
        ["new"],
    ])
    func usageErrorsExitTwo(arguments: [String]) async throws {
        let result = try await CommandRunner.run(arguments, in: brokenContent)
        #expect(result.status == 2)
        #expect(!result.errors.isEmpty)
    }

    @Test(arguments: ["build", "serve", "check", "new", "layout"])
    func everyCommandHasHelp(command: String) async throws {
        let result = try await CommandRunner.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: fieldguide \(command)"))
    }

    @Test func newScaffoldsASiteThatBuildsAtOnce() async throws {
        let folder = try CommandRunner.temporaryFolder()
        let created = try await CommandRunner.run(["new", "guide"], in: folder)
        #expect(created.status == 0)
        let site = folder + "/guide"
        for file in [".gitignore", ".github/workflows/publish.yml", "content/index.md", "content/01-first-steps.md", "templates/page.mustache", "templates/assets/site.css"] {
            #expect(FileManager.default.fileExists(atPath: site + "/" + file), "\(file) is missing")
        }
        #expect(try String(contentsOfFile: site + "/.gitignore", encoding: .utf8) == "_site/\n.fieldguide-cache/\n")
        let built = try await CommandRunner.run(["build"], in: site)
        #expect(built.status == 0)
        #expect(built.errors == "")
        #expect(built.output.hasPrefix("Built 3 pages, 2 previews: 0 warnings, 0 errors in "))
        #expect(built.output.contains(/errors in \d+\.\d\d s\n/), "the duration has two decimals: \(built.output)")
        let timed = try await CommandRunner.run(["build", "--timings"], in: site)
        #expect(timed.output.contains(#/  compare with the previous build +\d+\.\d ms\n/#), "each stage's time has one decimal: \(timed.output)")
        #expect(FileManager.default.fileExists(atPath: site + "/_site/first-steps/index.html"))
        #expect(try await CommandRunner.run(["new", "guide"], in: folder).status == 2)
    }

    /// `new ""` used to scaffold into the current folder and fail on `.gitignore`; now it is a usage
    /// error and writes nothing.
    @Test func newRefusesAnEmptyName() async throws {
        let folder = try CommandRunner.temporaryFolder()
        let result = try await CommandRunner.run(["new", ""], in: folder)
        #expect(result.status == 2)
        #expect(result.errors.contains("the folder name is empty; name the folder to create"), "\(result.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// The `cd` that `new` suggests, pasted into a shell, enters the new folder and runs nothing else,
    /// whatever the name (it was printed unquoted: `cd a b`).
    @Test(arguments: ["a b", "it's", "$(touch pwned)", "x; touch pwned", "-rf", "*", "guide é"])
    func newSuggestsACommandTheShellReadsBack(name: String) async throws {
        let folder = try CommandRunner.temporaryFolder()
        let created = try await CommandRunner.run(["new", "--", name], in: folder)
        #expect(created.status == 0, "\(created.errors)")
        let suggestion = try #require(created.output.split(separator: "\n").last.map(String.init))
        #expect(suggestion.hasPrefix("  cd ") && suggestion.hasSuffix(" && fieldguide build"), "\(suggestion)")
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", suggestion.replacingOccurrences(of: "&& fieldguide build", with: "&& pwd -P")]
        shell.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        let expected = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path + "/" + name
        #expect(printed == expected + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/pwned"))
    }
}
