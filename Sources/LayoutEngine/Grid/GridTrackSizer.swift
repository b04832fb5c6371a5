/// Shares a length among a grid's columns (or rows) the way a stack shares its length among its
/// children: least flexible first, each offered an equal share of what is left and taking it
/// within its minimum and maximum. Source: Containers.md §1.2 (model [U], after
/// Layout.md §2.3–§2.4).
struct GridTrackSizer {
    /// One track's needs: the widest (tallest) of its cells at proposals 0, nil and ∞.
    struct Needs {
        var minimum = 0.0
        var ideal = 0.0
        var maximum = 0.0

        mutating func include(_ other: Needs) {
            minimum = max(minimum, other.minimum)
            ideal = max(ideal, other.ideal)
            maximum = max(maximum, other.maximum)
        }
    }

    let needs: [Needs]

    /// The ideal lengths, for an open proposal.
    var ideal: [Double] { needs.map(\.ideal) }

    /// `total` shared out; a track never goes below its minimum, so fixed tracks can overflow.
    func distribute(_ total: Double) -> [Double] {
        let order = needs.indices.sorted { a, b in
            let fa = flexibility(a), fb = flexibility(b)
            return fa != fb ? fa < fb : a < b
        }
        var lengths = Array(repeating: 0.0, count: needs.count)
        var remaining = total
        var left = Double(needs.count)
        for i in order {
            let offer = max(remaining / left, 0)
            lengths[i] = max(needs[i].minimum, min(offer, needs[i].maximum))
            remaining -= lengths[i]
            left -= 1
        }
        return lengths
    }

    private func flexibility(_ i: Int) -> Double {
        let flex = needs[i].maximum - needs[i].minimum
        return flex.isNaN ? .infinity : flex
    }
}
