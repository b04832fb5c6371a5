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

    @Test func problemsAreOneLineOfJSONWithSortedKeys() {
        let problems = BuildProblems(
            headline: "1 error", problems: [.init(severity: "error", text: "a.md:3:5: error: x\r\n  note", link: "/a.html#example-1")], omitted: 2)
        #expect(LiveReloadEvent.problems(problems).serialized == """
            event: problems
            data: {"headline":"1 error","omitted":2,"problems":[{"link":"/a.html#example-1","severity":"error","text":"a.md:3:5: error: x\\r\\n  note"}]}


            """)
    }
}
