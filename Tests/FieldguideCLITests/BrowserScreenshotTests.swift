import Foundation
import TestSupport
import Testing

/// The bundled field guide as a reader sees it: `fieldguide serve` serves it and headless Chromium
/// (Debian package `chromium`; without it this test fails) takes screenshots of the home page and
/// an article in the light and the dark colour scheme, with nothing on their consoles.
@Suite(.timeLimit(.minutes(10)))
struct BrowserScreenshotTests {
    /// A desktop window tall enough to reach the first figures: sidebar, article, code and previews.
    static let windowSize = (width: 1280, height: 1600)
    /// Anything smaller is a blank or broken page: a 1280 × 1600 screenshot of text, code and SVG
    /// previews compresses to hundreds of kilobytes.
    static let minimumPNGBytes = 10_000
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The home page and the article with the most previews.
    static let pages = ["", "10-alignment-guides.html"]

    @Test func pagesRenderInBothSchemesWithoutConsoleErrors() async throws {
        let chromium = try Chromium.find()
        let folder = try CommandRunner.temporaryFolder()
        let repository = CommandRunner.repository.path
        let serve = try ServeProcess(
            ["--content", repository + "/content", "--templates", repository + "/templates", "--output", folder + "/_site"], in: folder)
        defer { serve.kill() }
        let port = try await serve.waitForPort(within: .seconds(300))

        for (index, page) in Self.pages.enumerated() {
            let url = try #require(URL(string: "http://127.0.0.1:\(port)/\(page)"))
            var captures: [Chromium.Capture] = []
            for scheme in [Chromium.ColorScheme.light, .dark] {
                let scratch = URL(fileURLWithPath: folder).appendingPathComponent("chromium-\(index)-\(scheme)")
                try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
                let capture = try await onDedicatedThread {
                    try chromium.screenshot(
                        of: url, width: Self.windowSize.width, height: Self.windowSize.height, colorScheme: scheme, scratch: scratch)
                }
                #expect(capture.png.starts(with: Self.pngSignature), "\(url) \(scheme): not a PNG")
                #expect(capture.png.count > Self.minimumPNGBytes, "\(url) \(scheme): only \(capture.png.count) bytes")
                #expect(capture.consoleMessages.isEmpty, "\(url) \(scheme) logged: \(capture.consoleMessages.joined(separator: "\n"))")
                captures.append(capture)
            }
            #expect(captures[0].png != captures[1].png, "\(url) looks the same in light and dark")
        }
    }
}
