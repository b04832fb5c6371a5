@testable import DevServer
import Foundation
import SiteBuilder
import TestSupport
import Testing

/// The build-error overlay `serve` lays over open pages, and the error panel a broken block shows
/// in its figure's place, meet WCAG AA contrast in both themes (issue 14 item 7: the overlay was
/// #ffe3e5 on #f6f6f8, 1.12:1, in the light theme). A site with a broken block is built; its page
/// gets the live-reload script as `serve` injects it, with an event stream that delivers that
/// build's errors and a warning as the `problems` event.
@Suite struct OverlayContrastTests {
    @Test func theProblemsOverlayAndTheErrorPanelMeetAAInBothThemes() throws {
        let root = URL(fileURLWithPath: try TestFolders.newFolder(in: TestFolders.scratch("fieldguide-browser-tests")))
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "# Broken\n\nA block that does not build.\n\n```swift\nText(\"Hi\").padding(.sideways)\n```\n"
            .write(to: content.appendingPathComponent("broken.md"), atomically: true, encoding: .utf8)
        let site = root.appendingPathComponent("site")
        let report = try SiteBuilder(options: BuildOptions(contentFolder: content.path, outputFolder: site.path)).run()
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty, "the broken block must fail to build")
        let problems = BuildProblems(
            headline: "\(errors.count) error, 1 warning",
            problems: errors.map { .init(severity: "error", text: $0.description, link: "/broken.html#example-1") }
                + [.init(severity: "warning", text: "content/broken.md:1:1: warning: an example warning")])
        // An EventSource that connects at once and delivers the problems, as the server would.
        let stream = "<script>window.EventSource=function(){this.readyState=1;this.close=function(){};"
            + "this.addEventListener=function(name,handler){if(name===\"problems\")setTimeout(function(){handler({data:\(try Self.quoted(LiveReloadEvent.problems(problems).data))})},0)}};</script>"
        let page = site.appendingPathComponent("broken.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        let served = site.appendingPathComponent("broken-served.html")
        try ReloadScript.inject(into: html, nonce: "test").replacingOccurrences(of: "<script data-fieldguide", with: stream + "<script data-fieldguide")
            .write(to: served, atomically: true, encoding: .utf8)
        let result = try ReaderSession(page: served, width: 1000).run("""
            \(ContrastScript.source)
            return page.until(function () { return document.getElementById("__fieldguide-problems"); }, "the overlay").then(function () {
              var overlay = document.getElementById("__fieldguide-problems");
              var panel = document.querySelector(".example-failed");
              values.items = String(overlay.querySelectorAll("li").length);
              values.panel = String(!!panel);
              var failures = [], measured = 0;
              ["light", "dark"].forEach(function (theme) {
                document.documentElement.dataset.theme = theme;
                [overlay, panel].forEach(function (scope) {
                  if (!scope) return;
                  failures = failures.concat(fgContrast.failures(scope, theme));
                  measured += fgContrast.textElements(scope).length;
                });
              });
              values.measured = String(measured);
              values.failures = JSON.stringify(failures);
            });
            """)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.values["items"] == String(errors.count + 1))
        #expect(result.values["panel"] == "true")
        #expect(Int(result.values["measured"] ?? "0") ?? 0 >= 8)
        #expect(result.values["failures"] == "[]")
    }

    /// `text` as a JavaScript string literal (JSON's string syntax is JavaScript's).
    private static func quoted(_ text: String) throws -> String {
        String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }
}
