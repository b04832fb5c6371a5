import Foundation
import Testing
@testable import DevServer

/// Where the live-reload script goes in a page, and what it may not contain.
struct ReloadScriptTests {
    @Test func insertsBeforeClosingBody() {
        let page = "<html><body><p>Hi</p></body></html>"
        #expect(ReloadScript.inject(into: page, nonce: "n0") == "<html><body><p>Hi</p>" + ReloadScript.tag(nonce: "n0") + "</body></html>")
    }

    @Test func matchesBodyTagInAnyCaseAndUsesTheLastOne() {
        let page = "<BODY><pre>&lt;/body&gt; </body> in text</pre></BODY>"
        let injected = ReloadScript.inject(into: page, nonce: "n0")
        #expect(injected == "<BODY><pre>&lt;/body&gt; </body> in text</pre>" + ReloadScript.tag(nonce: "n0") + "</BODY>")
    }

    @Test func appendsWhenThePageHasNoBodyEnd() {
        #expect(ReloadScript.inject(into: "<p>fragment", nonce: "n0") == "<p>fragment" + ReloadScript.tag(nonce: "n0"))
    }

    @Test func theTagCarriesTheResponsesNonce() {
        #expect(ReloadScript.tag(nonce: "n0").hasPrefix("<script data-fieldguide=\"live-reload\" nonce=\"n0\">\n"))
    }

    @Test func scriptCannotCloseItsElementEarly() {
        #expect(!ReloadScript.source.contains("</"))
    }

    @Test func scriptListensToTheStreamAndSetsMessagesAsText() {
        #expect(ReloadScript.source.contains("new EventSource(\"\(ReloadScript.eventsPath)\")"))
        #expect(ReloadScript.source.contains("title.textContent = String(report.headline)"))
        #expect(ReloadScript.source.contains("text.textContent = String(problem.text)"))
        #expect(ReloadScript.source.contains("url.origin === location.origin"), "links only to this server")
        #expect(!ReloadScript.source.contains("innerHTML"))
        #expect(!ReloadScript.source.contains("insertAdjacentHTML"))
    }

    /// The problems overlay brings its own light background and dark text, so it reads the same on
    /// either theme, at a WCAG contrast of at least 4.5:1.
    @Test func theOverlayIsReadableOnEitherTheme() throws {
        func colour(after property: String) throws -> [Double] {
            let start = try #require(ReloadScript.source.range(of: property + ":#"))
            let hex = ReloadScript.source[start.upperBound...].prefix(6)
            return stride(from: 0, to: 6, by: 2).map { offset in
                let byte = Double(Int(hex.dropFirst(offset).prefix(2), radix: 16) ?? 0) / 255
                return byte <= 0.03928 ? byte / 12.92 : pow((byte + 0.055) / 1.055, 2.4)
            }
        }
        func luminance(_ c: [Double]) -> Double { 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2] }
        let text = luminance(try colour(after: "\"color")), background = luminance(try colour(after: "background"))
        #expect((max(text, background) + 0.05) / (min(text, background) + 0.05) >= 4.5)
        #expect(ReloadScript.source.contains("color-scheme:light"))
    }

    @Test func scriptReconnectsAfterTheStreamCloses() {
        #expect(ReloadScript.source.contains("setTimeout(connect, \(ReloadScript.retryMilliseconds))"))
    }
}
