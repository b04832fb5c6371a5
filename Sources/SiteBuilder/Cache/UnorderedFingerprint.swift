/// The fingerprint of a collection whose order does not matter (a dictionary's entries, a set):
/// the count and the wrapping sum of the members' own fingerprints, so nothing is sorted to make it.
/// Each member's fingerprint is a full `FingerprintHasher` result, so distinct collections still
/// collide only by chance.
struct UnorderedFingerprint {
    private var count = 0
    private var high: UInt64 = 0
    private var low: UInt64 = 0

    init() {}

    mutating func add(_ member: Fingerprint) {
        count += 1
        high &+= member.high
        low &+= member.low
    }

    /// A text as a member.
    mutating func add(_ text: String) {
        var hasher = FingerprintHasher()
        hasher.combine(text)
        add(hasher.finalize())
    }

    func finalize() -> Fingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(count)
        hasher.combine(Fingerprint(high: high, low: low))
        return hasher.finalize()
    }
}
