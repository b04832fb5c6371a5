import Testing
@testable import DevServer

/// Server-sent events framing (WHATWG HTML §9.2): `event:`, one `data:` per line, blank line.
struct LiveReloadEventTests {
    @Test func reloadIsOneLineOfJSONWithTheTokenAndTheChangedPaths() {
        let change = SiteChange(token: "run.3", sitePaths: ["b c.html", "a.html", "guide/index.html"], basePath: "/")
        #expect(LiveReloadEvent.reload(change).serialized == """
            event: reload
            data: {"changed":["/a.html","/b%20c.html","/guide/index.html"],"token":"run.3"}


            """)
    }

    /// Without a list (a build that wrote every file, or more than `SiteChange.listLimit`), every page reloads.
    @Test func aReloadWithoutAListLeavesItOut() {
        #expect(LiveReloadEvent.reload(SiteChange(token: "run.4", sitePaths: nil, basePath: "/")).serialized
            == "event: reload\ndata: {\"token\":\"run.4\"}\n\n")
        let many = (0...SiteChange.listLimit).map { "page-\($0).html" }
        #expect(SiteChange(token: "run.5", sitePaths: many, basePath: "/").changed == nil)
        #expect(SiteChange(token: "run.5", sitePaths: Array(many.dropLast()), basePath: "/").changed?.count == SiteChange.listLimit)
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
