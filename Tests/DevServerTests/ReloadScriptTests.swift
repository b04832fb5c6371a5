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

    @Test func scriptReconnectsAfterTheStreamCloses() {
        #expect(ReloadScript.source.contains("setTimeout(connect, \(ReloadScript.retryMilliseconds))"))
    }
}
