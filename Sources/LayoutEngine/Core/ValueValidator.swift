import Diagnostics
import ViewTree

/// Checks author-supplied numbers before layout and clamps invalid ones the way SwiftUI treats
/// them (Layout.md §4.1: invalid frame sizes act as nil), reporting each one.
struct ValueValidator {
    let context: LayoutContext
    let nodeID: String
    let source: SourceLocation?

    /// Past this many points a length is absurd (a million screens); it is clamped so sums stay finite.
    static let largestLength = 1e9

    /// A fixed frame dimension: negative, NaN or infinite values are treated as unspecified (§4.1);
    /// absurdly large ones are clamped.
    func frameDimension(_ value: Double?, _ name: String) -> Double? {
        guard let value else { return nil }
        guard value.isFinite, value >= 0 else {
            report(.invalidFrame, "frame \(name) \(format(value)) is invalid; SwiftUI ignores it, so the \(name) is left to the content")
            return nil
        }
        return clamped(value, "frame \(name)")
    }

    /// A finite length beyond ±`largestLength`, clamped and reported.
    func clamped(_ value: Double, _ what: String) -> Double {
        guard abs(value) > Self.largestLength else { return value }
        let limit = value > 0 ? Self.largestLength : -Self.largestLength
        report(.valueTooLarge, "\(what) \(format(value)) is too large to lay out; clamped to \(format(limit))")
        return limit
    }

    /// A fixed font size must be a positive number; otherwise the body size is used (reported).
    func checkFontSize(_ font: Font) {
        guard case .system(let size) = font.base, !(size.isFinite && size > 0) else { return }
        report(.invalidFontSize, "font size \(format(size)) is not a positive number; using 17")
    }

    /// A flexible-frame limit: NaN is dropped; ∞ is only meaningful as a maximum.
    func flexLimit(_ value: Double?, _ name: String, allowsInfinity: Bool) -> Double? {
        guard let value else { return nil }
        guard !value.isNaN, allowsInfinity || value.isFinite else {
            report(.invalidFrame, "frame \(name) \(format(value)) is invalid; it is ignored")
            return nil
        }
        return value.isFinite ? clamped(value, "frame \(name)") : value
    }

    /// SwiftUI logs "Contradictory frame constraints" when min > ideal, ideal > max or min > max;
    /// it then raises ideal and max (§4.2), and a minimum still above the maximum leaves the
    /// frame at its content's size.
    func reportContradictions(_ axis: String, given: (Double?, Double?, Double?), normalized: FlexFrameLayout.Limits) {
        let (lo, ideal, hi) = given
        let contradictory = (lo != nil && ideal != nil && lo! > ideal!) || (ideal != nil && hi != nil && ideal! > hi!) || (lo != nil && hi != nil && lo! > hi!)
        guard contradictory else { return }
        var outcome = "SwiftUI raises the ideal and maximum to keep min ≤ ideal ≤ max"
        if let nlo = normalized.min, let nhi = normalized.max, nlo > nhi {
            outcome = "min\(axis) stays above max\(axis), so the frame takes its content's \(axis == "Width" ? "width" : "height")"
        }
        report(.contradictoryFrame, "contradictory frame constraints (min\(axis) \(format(lo)), ideal\(axis) \(format(ideal)), max\(axis) \(format(hi))); \(outcome)")
    }

    /// A length that must be a finite number (padding, offsets, positions, spacing); else `fallback`.
    func finite(_ value: Double, _ what: String, fallback: Double) -> Double {
        guard value.isFinite else {
            report(.invalidValue, "\(what) \(format(value)) is not a finite number; using \(format(fallback))")
            return fallback
        }
        return clamped(value, what)
    }

    /// Drawing modifiers do not change layout, but a NaN or infinite value in one would otherwise
    /// pass without a word (issue #7); the renderer draws it as it can, so it is only reported.
    func checkDrawingValues(of effect: DrawingEffect) {
        switch effect {
        case .cornerRadius(let radius): checkDrawingValue(radius, "cornerRadius")
        case .opacity(let opacity): checkDrawingValue(opacity, "opacity")
        case .rotation(let degrees, _): checkDrawingValue(degrees, "rotation")
        case .scale(let x, let y, _):
            checkDrawingValue(x, "scale x")
            checkDrawingValue(y, "scale y")
        case .shadow(_, let radius, let x, let y):
            checkDrawingValue(radius, "shadow radius")
            checkDrawingValue(x, "shadow x")
            checkDrawingValue(y, "shadow y")
        case .clipShape, .clipped, .hidden: break
        }
    }

    /// Reports a drawing value that is not a finite number.
    func checkDrawingValue(_ value: Double, _ what: String) {
        guard !value.isFinite else { return }
        report(.invalidValue, "\(what) \(format(value)) is not a finite number; SwiftUI does not define how it is drawn")
    }

    /// A positive finite ratio, else nil (the content's own ratio).
    func ratio(_ value: Double?) -> Double? {
        guard let value else { return nil }
        guard value.isFinite, value > 0 else {
            report(.invalidValue, "aspect ratio \(format(value)) must be a positive number; using the content's own ratio")
            return nil
        }
        return value
    }

    func report(_ id: DiagnosticID, _ message: String) {
        context.report(id, message, nodeID: nodeID, source: source)
    }

    private func format(_ v: Double?) -> String {
        v.map(format) ?? "nil"
    }

    private func format(_ v: Double) -> String {
        if v.isNaN { return "NaN" }
        if v == .infinity { return ".infinity" }
        if v == -.infinity { return "-.infinity" }
        if v == v.rounded(), abs(v) < 1e15 { return "\(Int(v))" }
        return "\(v)"
    }
}
