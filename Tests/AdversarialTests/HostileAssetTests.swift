import Foundation
import SiteBuilder
import Testing

/// Content files that would run script with the site's origin when opened on their own: SVG with
/// handlers, scripts, `<foreignObject>`, script URLs, link-rewriting animations, XSLT and entities;
/// XML with XHTML script; HTML pages. By default they are published without the script (clean
/// files byte for byte) or, for pages, not at all; `--allow-raw-html` publishes them as written.
/// Before, each was copied as it was.
@Suite struct HostileAssetTests {
    /// One hostile SVG and what must be left of it.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let input: String
        let expected: String
        var testDescription: String { name }
    }

    static let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"10\" height=\"10\">"

    static let cases: [Case] = [
        Case(name: "onload on the root", input: "<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\" width=\"10\" height=\"10\"/>",
             expected: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>"),
        Case(name: "a script element", input: open + "<script>alert(1)</script><rect/></svg>", expected: open + "<rect/></svg>"),
        Case(name: "a script with CDATA holding a closing tag", input: open + "<script><![CDATA[ if (a </script>) {} ]]></script><g/></svg>", expected: open + "<g/></svg>"),
        Case(name: "a prefixed script", input: open + "<svg:script xmlns:svg=\"http://www.w3.org/2000/svg\">alert(1)</svg:script></svg>", expected: open + "</svg>"),
        Case(name: "an XHTML script", input: open + "<h:script xmlns:h=\"http://www.w3.org/1999/xhtml\" src=\"https://evil.example/x.js\"/></svg>", expected: open + "</svg>"),
        Case(name: "a self-closing script with a link", input: open + "<script xlink:href=\"data:text/javascript,alert(1)\"/><rect/></svg>", expected: open + "<rect/></svg>"),
        Case(name: "foreignObject with HTML inside", input: open + "<foreignObject><body xmlns=\"http://www.w3.org/1999/xhtml\"><img src=\"x\" onerror=\"alert(1)\"/><foreignObject/></body></foreignObject><circle r=\"1\"/></svg>",
             expected: open + "<circle r=\"1\"/></svg>"),
        Case(name: "an iframe", input: open + "<iframe xmlns=\"http://www.w3.org/1999/xhtml\" src=\"javascript:alert(1)\"></iframe></svg>", expected: open + "</svg>"),
        Case(name: "an embed and an object", input: open + "<embed src=\"evil.swf\"/><object data=\"evil.html\"></object></svg>", expected: open + "</svg>"),
        Case(name: "a javascript link", input: open + "<a href=\"javascript:alert(1)\"><text>x</text></a></svg>", expected: open + "<a><text>x</text></a></svg>"),
        Case(name: "a javascript link in upper case with spaces", input: open + "<a xlink:href=\" JaVa\tScRiPt:alert(1)\">x</a></svg>", expected: open + "<a>x</a></svg>"),
        Case(name: "a javascript link hidden in references", input: open + "<a href=\"&#106;&#x61;vascript&#58;alert(1)\">x</a></svg>", expected: open + "<a>x</a></svg>"),
        Case(name: "a javascript link split by a newline reference", input: open + "<a href=\"java&#10;script:alert(1)\">x</a></svg>", expected: open + "<a>x</a></svg>"),
        Case(name: "a vbscript link", input: open + "<a href='vbscript:msgbox(1)'>x</a></svg>", expected: open + "<a>x</a></svg>"),
        Case(name: "a data URL holding HTML", input: open + "<a href=\"data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;\">x</a></svg>", expected: open + "<a>x</a></svg>"),
        Case(name: "a set that rewrites a link", input: open + "<a><set attributeName=\"href\" to=\"javascript:alert(1)\"/><text>x</text></a></svg>", expected: open + "<a><text>x</text></a></svg>"),
        Case(name: "an animate whose values hold a script URL", input: open + "<a><animate attributeName=\"xlink:href\" values=\"#a;javascript:alert(1)\"></animate>x</a></svg>", expected: open + "<a>x</a></svg>"),
        Case(name: "an animation of a handler", input: open + "<rect><set attributeName=\"onclick\" to=\"alert(1)\"/></rect></svg>", expected: open + "<rect></rect></svg>"),
        Case(name: "handlers in every case", input: open + "<rect OnClick=\"a()\" onmouseover='b()' xlink:onfocus=\"c()\" fill=\"red\"/></svg>", expected: open + "<rect fill=\"red\"/></svg>"),
        Case(name: "an xml-stylesheet instruction", input: "<?xml version=\"1.0\"?>\n<?xml-stylesheet type=\"text/xsl\" href=\"evil.xsl\"?>\n" + open + "</svg>",
             expected: "<?xml version=\"1.0\"?>\n\n" + open + "</svg>"),
        Case(name: "entities declared in a DOCTYPE", input: "<!DOCTYPE svg [ <!ENTITY x \"<script>alert(1)</script>\"> <!-- ] > --> ]>\n" + open + "&x;</svg>",
             expected: "\n" + open + "&x;</svg>"),
        Case(name: "meta refresh and base", input: open + "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\"/><base href=\"https://evil.example/\"/></svg>", expected: open + "</svg>"),
        Case(name: "a handler element", input: open + "<handler type=\"application/ecmascript\">alert(1)</handler></svg>", expected: open + "</svg>"),
        Case(name: "a script never closed", input: open + "<script>alert(1)", expected: open),
    ]

    /// What stays unchanged: comments and CDATA text (they never run), raster data URLs, plain links.
    static let clean = [
        open + "<!-- <script>alert(1)</script> --><text><![CDATA[<script>]]></text></svg>",
        open + "<image href=\"data:image/png;base64,iVBORw0KGgo=\" width=\"1\" height=\"1\"/></svg>",
        open + "<a href=\"https://example.com/\"><text>on</text></a><use xlink:href=\"#shape\"/></svg>",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n" + open + "<rect opacity=\"0.5\" orient=\"auto\"/></svg>\n",
    ]

    @Test(arguments: cases)
    func whatCouldRunIsRemoved(_ hostile: Case) throws {
        let built = try Self.build(assets: ["images/evil.svg": hostile.input])
        #expect(try String(contentsOfFile: built.output + "/images/evil.svg", encoding: .utf8) == hostile.expected)
        let warning = try #require(built.report.diagnostics.first { $0.file == "images/evil.svg" })
        #expect(warning.id.rawValue == "asset.script-removed")
        #expect(warning.severity == .warning)
        #expect(warning.message.hasSuffix("they could run script when the file is opened; pass --allow-raw-html to publish it as written"))
    }

    @Test(arguments: clean)
    func cleanFilesAreCopiedByteForByte(_ svg: String) throws {
        let built = try Self.build(assets: ["images/clean.svg": svg])
        #expect(try Data(contentsOf: URL(fileURLWithPath: built.output + "/images/clean.svg")) == Data(svg.utf8))
        #expect(built.report.diagnostics.isEmpty, "\(built.report.diagnostics)")
    }

    @Test func theBundledImagesAreCopiedByteForByte() throws {
        let bundled = URL(fileURLWithPath: HostileSite.templates).deletingLastPathComponent().appendingPathComponent("content/images").path
        var assets: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: bundled) {
            assets["images/" + name] = try String(contentsOfFile: bundled + "/" + name, encoding: .utf8)
        }
        #expect(!assets.isEmpty)
        let built = try Self.build(assets: assets)
        for (path, text) in assets {
            #expect(try Data(contentsOf: URL(fileURLWithPath: built.output + "/" + path)) == Data(text.utf8), "\(path)")
        }
        #expect(built.report.diagnostics.isEmpty, "\(built.report.diagnostics)")
    }

    @Test func theFirstRemovalIsReportedAtItsLineAndColumn() throws {
        let svg = Self.open + "\n  <rect/>\n  <g><script>x</script></g>\n  <a href=\"javascript:y\"/>\n</svg>\n"
        let built = try Self.build(assets: ["images/evil.svg": svg])
        let warning = try #require(built.report.diagnostics.first)
        #expect(warning.position?.line == 3 && warning.position?.column == 6)
        #expect(warning.message.hasPrefix("removed a <script> element and 1 more from 'images/evil.svg'"))
    }

    /// 100,000 handlers in 3 MB: checked and cleaned in one pass, not one per removal (a pass per
    /// removal would copy 300 GB; the bound leaves room for a loaded machine).
    @Test func aLargeHostileSVGIsCleanedInLinearTime() throws {
        let svg = Self.open + String(repeating: "\n<rect onclick=\"x()\" width=\"1\"/>", count: 100_000) + "</svg>"
        let started = ContinuousClock.now
        let built = try Self.build(assets: ["images/evil.svg": svg])
        #expect(ContinuousClock.now - started < .seconds(60))
        let cleaned = try String(contentsOfFile: built.output + "/images/evil.svg", encoding: .utf8)
        #expect(cleaned == svg.replacingOccurrences(of: " onclick=\"x()\"", with: ""))
        #expect(built.report.diagnostics.first?.message.hasPrefix("removed an 'onclick' attribute and 99999 more") == true)
        #expect(built.report.diagnostics.first?.position == .init(line: 2, column: 6))
    }

    @Test func xmlIsCleanedAndPagesAreNotPublished() throws {
        let pages = ["images/page.html", "files/page.htm", "files/page.xhtml", "files/page.shtml", "files/archive.mhtml", "images/zipped.svgz"]
        var assets = Dictionary(uniqueKeysWithValues: pages.map { ($0, "<html><body onload=\"alert(1)\"><script>alert(2)</script></body></html>") })
        assets["files/feed.xml"] = "<feed><h:script xmlns:h=\"http://www.w3.org/1999/xhtml\">alert(3)</h:script><title>ok</title></feed>"
        let built = try Self.build(assets: assets)
        for page in pages {
            #expect(!FileManager.default.fileExists(atPath: built.output + "/" + page), "\(page) was published")
            #expect(built.report.diagnostics.contains { $0.file == page && $0.id.rawValue == "asset.page-not-published" && $0.severity == .warning }, "\(page)")
        }
        #expect(try String(contentsOfFile: built.output + "/files/feed.xml", encoding: .utf8) == "<feed><title>ok</title></feed>")
    }

    @Test func malformedXMLIsNotCopiedAndSaysWhere() throws {
        let built = try Self.build(assets: ["images/broken.svg": Self.open + "\n<rect width=10/></svg>"])
        #expect(!FileManager.default.fileExists(atPath: built.output + "/images/broken.svg"))
        let error = try #require(built.report.diagnostics.first)
        #expect(error.id.rawValue == "asset.malformed-xml" && error.severity == .error)
        #expect(error.position?.line == 2 && error.position?.column == 13)
    }

    @Test func allowingRawHTMLPublishesEveryFileAsWritten() throws {
        let assets = ["images/evil.svg": Self.cases[1].input, "images/page.html": "<script>alert(1)</script>"]
        let built = try Self.build(assets: assets, allowingRawHTML: true)
        for (path, text) in assets {
            #expect(try String(contentsOfFile: built.output + "/" + path, encoding: .utf8) == text)
        }
        #expect(built.report.diagnostics.isEmpty)
    }

    /// A site of one article and `assets` (path → text) in a fresh folder, built.
    private static func build(assets: [String: String], allowingRawHTML: Bool = false) throws -> (output: String, report: BuildReport) {
        let site = try HostileSite.make()
        try FileManager.default.removeItem(atPath: site.content)
        try FileManager.default.createDirectory(atPath: site.content, withIntermediateDirectories: true)
        try "# Sound\n\nNothing wrong here.\n".write(toFile: site.content + "/01-sound.md", atomically: true, encoding: .utf8)
        for (path, text) in assets {
            let file = site.content + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        let output = site.folder + "/site"
        let options = BuildOptions(contentFolder: site.content, outputFolder: output, usesCache: false, allowsRawHTML: allowingRawHTML)
        return (output, try SiteBuilder(options: options).run())
    }
}
