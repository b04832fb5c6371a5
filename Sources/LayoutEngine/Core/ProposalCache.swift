import ViewTree

/// A small per-node memo keyed by proposal. Nodes see only a handful of distinct proposals, so a
/// linear scan beats hashing (Taffy keeps a fixed-size cache per node for the same reason).
struct ProposalCache<Key: Equatable, Value> {
    private var entries: [(key: Key, value: Value)] = []
    /// Past this many entries the memo starts over; answers never depend on it, only speed.
    private static var capacity: Int { 64 }

    subscript(key: Key) -> Value? {
        get {
            for entry in entries where entry.key == key { return entry.value }
            return nil
        }
        set {
            guard let newValue else { return }
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries.append((key, newValue))
        }
    }
}
