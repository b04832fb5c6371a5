import Testing
@testable import DevServer

/// Server-sent events framing (WHATWG HTML §9.2): `event:`, one `data:` per line, blank line.
struct LiveReloadEventTests {
    @Test func reloadIsOneEventWithTheBuildToken() {
        #expect(LiveReloadEvent.reload(buildToken: "run.3").serialized == "event: reload\ndata: run.3\n\n")
    }

    @Test func helloAlsoSetsTheReconnectionDelay() {
        #expect(LiveReloadEvent.hello(buildToken: "run.0").serialized == "retry: 1000\nevent: hello\ndata: run.0\n\n")
    }

    @Test func multiLineErrorsBecomeOneDataLinePerLine() {
        let event = LiveReloadEvent.buildError(message: "a.md:3:5: error: x\r\n  note\rlast\n")
        #expect(event.serialized == "event: build-error\ndata: a.md:3:5: error: x\ndata:   note\ndata: last\ndata: \n\n")
    }
}
