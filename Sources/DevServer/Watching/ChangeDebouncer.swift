/// Groups the changes of one burst (an editor's save, a `git checkout`) into a single report.
///
/// While scans keep finding changes the watcher rescans after the short debounce delay; the
/// first quiet scan closes the burst and hands over everything collected.
struct ChangeDebouncer: Sendable {
    /// Changed paths seen since the last report.
    private(set) var pending: Set<String> = []

    /// Records one scan's changes; returns the collected batch when this scan was quiet and a burst was open.
    mutating func record(_ changes: Set<String>) -> Set<String>? {
        guard changes.isEmpty else {
            pending.formUnion(changes)
            return nil
        }
        guard !pending.isEmpty else { return nil }
        defer { pending = [] }
        return pending
    }

    /// How long to wait before the next scan: the debounce while a burst is open, the poll interval otherwise.
    func delayBeforeNextScan(interval: Duration, debounce: Duration) -> Duration {
        pending.isEmpty ? interval : debounce
    }
}
