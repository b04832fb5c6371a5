import Diagnostics
import ViewTree

/// Checks of the values the containers of Containers.md take.
extension ValueValidator {
    /// GridItem sizes must be finite and not negative; an adaptive minimum must be positive
    /// (otherwise every sub-column would be zero wide). Invalid ones fall back to `.flexible()`.
    func gridItem(_ item: GridItem) -> GridItem {
        var checked = item
        checked.spacing = item.spacing.map { finite($0, "GridItem spacing", fallback: GridItemTracks.defaultSpacing) }
        switch item.size {
        case .fixed(let x) where !(x.isFinite && x >= 0),
             .flexible(let x, _) where !(x.isFinite && x >= 0),
             .adaptive(let x, _) where !(x.isFinite && x > 0):
            report(.invalidValue, "GridItem size \(item.size) is invalid; using .flexible()")
            checked.size = .flexible()
        case .flexible(_, let hi) where hi.isNaN, .adaptive(_, let hi) where hi.isNaN:
            report(.invalidValue, "GridItem maximum is not a number; using .infinity")
            checked.size = item.size.withMaximum(.infinity)
        default: break
        }
        return checked
    }

    /// `containerRelativeFrame(count:span:spacing:)` needs a count and span of at least 1 and a
    /// finite spacing (§5.3: anything else is a programming error [U]).
    func containerLength(_ length: ContainerRelativeLength) -> ContainerRelativeLength {
        guard case .grid(let count, let span, let spacing) = length else { return length }
        if count < 1 || span < 1 {
            report(.invalidValue, "containerRelativeFrame count \(count) and span \(span) must be at least 1; using 1")
        }
        return .grid(count: max(count, 1), span: max(span, 1), spacing: finite(spacing, "containerRelativeFrame spacing", fallback: 0))
    }
}

extension GridItem.Size {
    fileprivate func withMaximum(_ hi: Double) -> GridItem.Size {
        switch self {
        case .fixed: self
        case .flexible(let lo, _): .flexible(minimum: lo, maximum: hi)
        case .adaptive(let lo, _): .adaptive(minimum: lo, maximum: hi)
        }
    }
}
