import ViewTree

/// The columns of a LazyVGrid (rows of a LazyHGrid) for a length, from the `GridItem`s alone:
/// fixed items first, then the others in order, each offered an equal share of what is left;
/// adaptive items then split into as many sub-columns of at least their minimum as fit.
/// Source: Containers.md §2.2 (objc.io quiz answers checked on a device; MO4; TIS).
struct GridItemTracks {
    /// One (sub)column: where it starts across the grid, its length, how its cells align.
    struct Track: Equatable {
        var offset: Double
        var length: Double
        var alignment: Alignment
    }

    /// The gap after a GridItem whose `spacing` is nil [O, OBJC-Grid] (§2.2).
    static let defaultSpacing = 8.0

    /// Past this many sub-columns an adaptive item stops splitting; only absurd minimums get there.
    static let maximumSplit = 1000.0

    let items: [GridItem]

    /// The flat track list for `length`, literally as §2.2 computes it.
    func tracks(for length: Double) -> [Track] {
        let gaps = items.map { $0.spacing ?? Self.defaultSpacing }
        let widths = itemWidths(length - gaps.dropLast().reduce(0, +))
        var tracks: [Track] = []
        var offset = 0.0
        for (i, item) in items.enumerated() {
            let alignment = item.alignment ?? .center
            for sub in split(item, widths[i], gap: gaps[i]) {
                tracks.append(Track(offset: offset, length: sub, alignment: alignment))
                offset += sub + gaps[i]
            }
        }
        return tracks
    }

    /// Where the last track ends.
    static func extent(_ tracks: [Track]) -> Double {
        tracks.last.map { $0.offset + $0.length } ?? 0
    }

    /// Fixed items first, then the rest in declaration order; each is offered `remaining / left`.
    private func itemWidths(_ available: Double) -> [Double] {
        let order = items.indices.filter { items[$0].isFixed } + items.indices.filter { !items[$0].isFixed }
        var widths = Array(repeating: 0.0, count: items.count)
        var remaining = available
        var left = Double(items.count)
        for i in order {
            let offer = remaining / left
            switch items[i].size {
            case .fixed(let x): widths[i] = x
            case .flexible(let lo, let hi): widths[i] = max(lo, min(offer, hi))
            case .adaptive: widths[i] = offer
            }
            remaining -= widths[i]
            left -= 1
        }
        return widths
    }

    /// An adaptive item becomes k = ⌊(w + s) / (min + s)⌋ ≥ 1 equal sub-columns, capped at its
    /// maximum (what happens to the surplus when capped is unknown, §2.2 [U]); others stay whole.
    private func split(_ item: GridItem, _ width: Double, gap s: Double) -> [Double] {
        guard case .adaptive(let lo, let hi) = item.size else { return [max(0, width)] }
        let fitting = ((width + s) / (lo + s)).rounded(.down)
        let k = fitting.isFinite ? min(max(1, fitting), Self.maximumSplit) : 1
        let sub = min((width - (k - 1) * s) / k, hi)
        return Array(repeating: max(0, sub), count: Int(k))
    }
}

extension GridItem {
    fileprivate var isFixed: Bool {
        if case .fixed = size { return true }
        return false
    }
}
