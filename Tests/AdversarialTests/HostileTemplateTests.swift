import Foundation
import SiteBuilder
import Testing

/// Templates that would recurse until the stack overflows (swift-mustache parses and renders
/// nested tags recursively): partials that include themselves, directly or through others, a page
/// that inherits from itself, thousands of nested sections, chains of partials, nested transforms.
/// Each stops the build with an error at the template's file, line and column; the previous site
/// stays. Before the nesting checks each of these crashed the process with SIGSEGV.
@Suite struct HostileTemplateTests {
    /// One hostile template set: files written over a copy of the built-in templates, and where
    /// the error must point (the first occurrence of `needle` in `file`, or an explicit position).
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let files: [String: String]
        let file: String
        let needle: String
        var occurrence = 1
        let message: String

        var testDescription: String { name }
    }

    static let deep = 5_000
    /// The deepest nesting allowed (`TemplateNesting.depthLimit`, internal to SiteBuilder).
    static let depthLimit = 100

    static let cases: [Case] = [
        Case(name: "a partial that includes itself", files: ["partials/header.mustache": "<header>{{> partials/header}}</header>\n"],
             file: "partials/header.mustache", needle: "{{> partials/header}}", message: "'partials/header' renders itself ('partials/header' → 'partials/header')"),
        Case(name: "two partials that include each other",
             files: ["partials/header.mustache": "{{>partials/ping}}\n", "partials/ping.mustache": "ping {{>partials/pong}}\n", "partials/pong.mustache": "pong {{#page}}{{>partials/ping}}{{/page}}\n"],
             file: "partials/pong.mustache", needle: "{{>partials/ping}}", message: "'partials/ping' renders itself ('partials/ping' → 'partials/pong' → 'partials/ping')"),
        Case(name: "a page that inherits from itself", files: ["page.mustache": "{{<page}}{{$main}}x{{/main}}{{/page}}\n"],
             file: "page.mustache", needle: "{{<page}}", message: "'page' renders itself ('page' → 'page')"),
        Case(name: "a block override that includes its own page",
             files: ["page.mustache": "{{<layout}}\n{{$main}}\n<p>{{> page }}</p>\n{{/main}}\n{{/layout}}\n"],
             file: "page.mustache", needle: "{{<layout}}", message: "'layout' renders itself ('layout' → the 'main' block of 'page' → 'page' → 'layout')"),
        // The library lets the outermost override of a block win, so the 404 page's block, which
        // includes a page of the same layout, is rendered again where that page's layout expands it.
        Case(name: "a block override that includes another page of its layout", files: ["404.mustache": "{{<layout}}{{$main}}{{> page}}{{/main}}{{/layout}}\n"],
             file: "page.mustache", needle: "{{<layout}}", message: "'layout' renders itself ('layout' → the 'main' block of '404' → 'page' → 'layout')"),
        Case(name: "5,000 nested sections", files: ["page.mustache": nested("{{#page}}\n", "{{/page}}\n")],
             file: "page.mustache", needle: "{{#page}}", occurrence: depthLimit + 1, message: "sections nest more than 100 deep"),
        Case(name: "5,000 nested inverted sections on one line", files: ["index.mustache": nested("{{^x}}", "{{/x}}")],
             file: "index.mustache", needle: "{{^x}}", occurrence: depthLimit + 1, message: "sections nest more than 100 deep"),
        Case(name: "5,000 nested blocks", files: ["404.mustache": nested("{{$b}}", "{{/b}}")],
             file: "404.mustache", needle: "{{$b}}", occurrence: depthLimit + 1, message: "sections nest more than 100 deep"),
        Case(name: "5,000 nested sections behind changed delimiters", files: ["404.mustache": "{{=<% %>=}}" + nested("<%#x%>", "<%/x%>")],
             file: "404.mustache", needle: "<%#x%>", occurrence: depthLimit + 1, message: "sections nest more than 100 deep"),
        Case(name: "a chain of 200 partials, each nested one deep", files: chain(200),
             file: "partials/chain-149.mustache", needle: "{{>partials/chain-150}}", message: "'partials/chain-150' nests sections and partials 102 deep here"),
        Case(name: "a partial named by the data", files: ["partials/header.mustache": "<header>{{>*page.title}}</header>\n"],
             file: "partials/header.mustache", needle: "{{>*page.title}}", message: "a partial named by the data ('*page.title') is not supported"),
        // Not a recursion, but the same silent failure before: the library renders it as nothing.
        Case(name: "a partial that does not exist", files: ["partials/header.mustache": "<header>{{> partials/nowhere }}</header>\n"],
             file: "partials/header.mustache", needle: "{{> partials/nowhere }}", message: "no template 'partials/nowhere'"),
        Case(name: "10,000 nested transforms", files: ["404.mustache": "{{" + String(repeating: "a(", count: 10_000) + "b" + String(repeating: ")", count: 10_000) + "}}\n"],
             file: "404.mustache", needle: "{{a(", message: "more than 16 transforms in one tag"),
    ]

    @Test(arguments: cases)
    func isRefusedAtItsPositionAndThePreviousSiteStays(_ hostile: Case) throws {
        let site = try HostileSite.make()
        try "# Sound\n\nNothing wrong here.\n".write(toFile: site.content + "/01-sound.md", atomically: true, encoding: .utf8)
        let output = site.folder + "/site"
        _ = try SiteBuilder(options: BuildOptions(contentFolder: site.content, outputFolder: output, usesCache: false)).run()
        let before = try HostileSite.files(in: output)
        let templates = try HostileSite.copyOfTheTemplates(in: site.folder)
        for (path, text) in hostile.files {
            try text.write(toFile: templates + "/" + path, atomically: true, encoding: .utf8)
        }

        let error = try #require(throws: SiteBuildError.self) {
            try SiteBuilder(options: BuildOptions(contentFolder: site.content, templatesFolder: templates, outputFolder: output, usesCache: false)).run()
        }
        let text = try String(contentsOfFile: templates + "/" + hostile.file, encoding: .utf8)
        let (line, column) = try Self.position(of: hostile.needle, occurrence: hostile.occurrence, in: text)
        #expect(error.message.hasPrefix("\(templates)/\(hostile.file):\(line):\(column): error: \(hostile.message)"), "\(error)")
        #expect(try HostileSite.files(in: output) == before)
    }

    /// swift-mustache measures the rest of a template at every tag: 34,000 tags in a megabyte took
    /// ten minutes to parse. A template that large stops at once; one at the limits takes seconds.
    @Test func aTemplateTooLargeForTheLibraryIsRefusedAndOneAtTheLimitsBuilds() throws {
        let site = try HostileSite.make()
        try "# Sound\n".write(toFile: site.content + "/01-sound.md", atomically: true, encoding: .utf8)
        let templates = try HostileSite.copyOfTheTemplates(in: site.folder)
        let options = BuildOptions(contentFolder: site.content, templatesFolder: templates, outputFolder: site.folder + "/site", usesCache: false)
        let unit = "{{#page}}{{title}}{{/page}}\n"
        let cases: [(text: String, message: String)] = [
            (String(repeating: unit, count: 33_334), ":334:10: error: more than 1000 tags in one template; split it into partials"),
            ("{{title}}" + String(repeating: "x", count: 70_000), ":1:1: error: the template is 70009 bytes, more than 65536; split it into partials"),
        ]
        for (text, message) in cases {
            try text.write(toFile: templates + "/404.mustache", atomically: true, encoding: .utf8)
            let started = ContinuousClock.now
            let error = try #require(throws: SiteBuildError.self) { try SiteBuilder(options: options).run() }
            #expect(error.message == templates + "/404.mustache" + message)
            #expect(ContinuousClock.now - started < .seconds(5))
        }
        // Templates of up to 1 MB in all.
        try "<p>404</p>\n".write(toFile: templates + "/404.mustache", atomically: true, encoding: .utf8)
        for index in 0..<17 {
            try String(repeating: "x", count: 64_000).write(toFile: templates + "/partials/filler-\(index + 10).mustache", atomically: true, encoding: .utf8)
        }
        let total = try #require(throws: SiteBuildError.self) { try SiteBuilder(options: options).run() }
        #expect(total.message == templates + "/partials/filler-26.mustache: error: the templates add up to more than 1048576 bytes")
        for index in 0..<17 { try FileManager.default.removeItem(atPath: templates + "/partials/filler-\(index + 10).mustache") }
        // 999 tags, then text to the size limit (64 KB): the most the library is given.
        let atLimits = String(repeating: unit, count: 333) + String(repeating: "x", count: 65_536 - 333 * unit.utf8.count)
        try atLimits.write(toFile: templates + "/404.mustache", atomically: true, encoding: .utf8)
        let started = ContinuousClock.now
        _ = try SiteBuilder(options: options).run()
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    /// Sections nested exactly as deep as allowed still build, and render on a build's threads.
    @Test func sectionsNestedToTheLimitStillBuild() throws {
        let site = try HostileSite.make()
        try "# Sound\n\nNothing wrong here.\n".write(toFile: site.content + "/01-sound.md", atomically: true, encoding: .utf8)
        let templates = try HostileSite.copyOfTheTemplates(in: site.folder)
        let depth = Self.depthLimit
        let page = String(repeating: "{{#page}}", count: depth) + "{{title}}" + String(repeating: "{{/page}}", count: depth) + "\n"
        try page.write(toFile: templates + "/page.mustache", atomically: true, encoding: .utf8)
        let output = site.folder + "/site"
        _ = try SiteBuilder(options: BuildOptions(contentFolder: site.content, templatesFolder: templates, outputFolder: output, usesCache: false)).run()
        #expect(try String(contentsOfFile: output + "/01-sound.html", encoding: .utf8) == "Sound\n")
    }

    /// `open` repeated `count` times with "x" inside, then `close` as often.
    private static func nested(_ open: String, _ close: String, count: Int = deep) -> String {
        String(repeating: open, count: count) + "x" + String(repeating: close, count: count) + "\n"
    }

    /// The header includes `partials/chain-1`, which includes the next inside a section, and so on.
    private static func chain(_ length: Int) -> [String: String] {
        var files = ["partials/header.mustache": "{{>partials/chain-1}}\n"]
        for index in 1...length {
            files["partials/chain-\(index).mustache"] = index == length ? "end\n" : "{{#page}}{{>partials/chain-\(index + 1)}}{{/page}}\n"
        }
        return files
    }

    /// Line and UTF-8 column of the `occurrence`-th `needle` in `text`.
    private static func position(of needle: String, occurrence: Int, in text: String) throws -> (line: Int, column: Int) {
        var found = text.startIndex..<text.startIndex
        for _ in 0..<occurrence {
            found = try #require(text.range(of: needle, range: found.upperBound..<text.endIndex), "no \(needle) in the template")
        }
        let prefix = text[..<found.lowerBound]
        let line = prefix.count { $0 == "\n" } + 1
        let lineStart = prefix.lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
        return (line, text[lineStart..<found.lowerBound].utf8.count + 1)
    }
}
