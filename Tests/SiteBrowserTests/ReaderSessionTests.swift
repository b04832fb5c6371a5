import Foundation
import Testing
import TestSupport

/// The browser tests' own instrument: a page whose resources are missing is reported, one error
/// per missing resource, so "no errors" on the bundled pages means every load succeeded.
@Suite struct ReaderSessionTests {
    @Test func everyResourceThatFailsToLoadIsAnError() throws {
        let folder = URL(fileURLWithPath: try TestFolders.newFolder(in: TestFolders.scratch("fieldguide-browser-tests")))
        let page = folder.appendingPathComponent("missing.html")
        try """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Missing</title>
            <link rel="icon" href="no-favicon.svg"><link rel="stylesheet" href="no-style.css">
            <style>@font-face { font-family: Absent; src: url(no-font.woff2); } body { font-family: Absent; }</style>
            </head><body><p>Text in a face that never arrives.</p><img src="no-image.png" alt="">
            <script src="no-script.js"></script></body></html>
            """.write(to: page, atomically: true, encoding: .utf8)
        let report = try ReaderSession(page: page).run("values.ran = 'yes';")
        #expect(report.values["ran"] == "yes")
        let failed = report.errors.filter { $0.hasPrefix("failed to load: ") }.map { $0.split(separator: " ")[3] }.sorted()
        #expect(failed == ["favicon", "font", "img", "link", "script"], "\(report.errors)")
    }
}
