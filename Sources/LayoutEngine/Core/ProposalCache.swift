import ViewTree

/// A small per-node memo keyed by proposal. Nodes see only a handful of distinct proposals, so a
/// linear scan of the keys beats hashing (Taffy keeps a fixed-size cache per node for the same reason).
/// The scan starts at the newest key: a container asks a child again about the proposal it just
/// made, while a slider's probes leave older widths behind.
struct ProposalCache<Key: Equatable, Value> {
    private var keys: [Key] = []
    private var values: [Value] = []
    /// Past this many entries the memo starts over; answers never depend on it, only speed. One
    /// layout asks a node a few proposals; a slider's probes ask new ones at every width, and 64
    /// entries made each miss a long search (16 was about 2% faster on a cold build, 8 no faster).
    private static var capacity: Int { 16 }

    subscript(key: Key) -> Value? {
        get { keys.lastIndex(of: key).map { values[$0] } }
        set {
            guard let newValue else { return }
            if keys.count >= Self.capacity {
                keys.removeAll(keepingCapacity: true)
                values.removeAll(keepingCapacity: true)
            }
            keys.append(key)
            values.append(newValue)
        }
    }
}
