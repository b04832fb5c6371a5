import Testing
@testable import DevServer

/// What each live-reload subscriber sees, including pages that connect after a failed build.
struct LiveReloadHubTests {
    @Test func newSubscriberGetsHelloWithCurrentToken() async {
        let hub = LiveReloadHub(runID: "run")
        var events = hub.subscribe().makeAsyncIterator()
        #expect(await events.next() == .hello(buildToken: "run.0"))
    }

    @Test func reloadReachesEverySubscriberWithNextToken() async {
        let hub = LiveReloadHub(runID: "run")
        var first = hub.subscribe().makeAsyncIterator()
        var second = hub.subscribe().makeAsyncIterator()
        _ = await first.next()
        _ = await second.next()
        hub.announceReload(changedFiles: ["a.html"], basePath: "/docs")
        let change = SiteChange(token: "run.1", sitePaths: ["a.html"], basePath: "/docs")
        #expect(change.changed == ["/docs/a.html"])
        #expect(await first.next() == .reload(change))
        #expect(await second.next() == .reload(change))
    }

    private let broken = BuildProblems(headline: "1 error", problems: [.init(severity: "error", text: "a.md:1:2: error: broken")])

    @Test func lateSubscriberSeesTheStandingProblems() async {
        let hub = LiveReloadHub(runID: "run")
        hub.announceProblems(broken)
        var events = hub.subscribe().makeAsyncIterator()
        #expect(await events.next() == .hello(buildToken: "run.0"))
        #expect(await events.next() == .problems(broken))
    }

    @Test func theNextReloadClearsTheStandingProblems() async {
        let hub = LiveReloadHub(runID: "run")
        hub.announceProblems(broken)
        hub.announceReload()
        var events = hub.subscribe().makeAsyncIterator()
        #expect(await events.next() == .hello(buildToken: "run.1"))
    }

    @Test func closeEndsStreamsAndForgetsThem() async {
        let hub = LiveReloadHub(runID: "run")
        var events = hub.subscribe().makeAsyncIterator()
        _ = await events.next()
        #expect(hub.subscriberCount == 1)
        hub.close()
        #expect(await events.next() == nil)
        #expect(hub.subscriberCount == 0)
    }

    @Test func closedHubEndsNewStreamsAtOnceUntilReopened() async {
        let hub = LiveReloadHub(runID: "run")
        hub.close()
        var refused = hub.subscribe().makeAsyncIterator()
        #expect(await refused.next() == nil)
        hub.reopen()
        var accepted = hub.subscribe().makeAsyncIterator()
        #expect(await accepted.next() == .hello(buildToken: "run.0"))
    }
}
