import Testing
@testable import DevServer

/// A burst of changes is reported once, after the first quiet scan.
struct ChangeDebouncerTests {
    @Test func quietScansReportNothing() {
        var debouncer = ChangeDebouncer()
        #expect(debouncer.record([]) == nil)
        #expect(debouncer.delayBeforeNextScan(interval: .milliseconds(150), debounce: .milliseconds(100)) == .milliseconds(150))
    }

    @Test func burstIsCollectedUntilAQuietScan() {
        var debouncer = ChangeDebouncer()
        #expect(debouncer.record(["a.md"]) == nil)
        #expect(debouncer.delayBeforeNextScan(interval: .milliseconds(150), debounce: .milliseconds(100)) == .milliseconds(100))
        #expect(debouncer.record(["b.md", "a.md"]) == nil)
        #expect(debouncer.record([]) == ["a.md", "b.md"])
        #expect(debouncer.record([]) == nil)
        #expect(debouncer.delayBeforeNextScan(interval: .milliseconds(150), debounce: .milliseconds(100)) == .milliseconds(150))
    }
}
