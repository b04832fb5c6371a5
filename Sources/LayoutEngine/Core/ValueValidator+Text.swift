import ViewTree

/// Checks of the text settings Layout.md §7.3 reads.
extension ValueValidator {
    /// Apple documents `lineLimit` as a positive number of lines (or nil for none) and
    /// `minimumScaleFactor` as a fraction from 0 to 1; values outside those were taken without a
    /// word (issue 17 item 18). Each is reported with what the engine does instead (Layout.md §7.3:
    /// at least one line, the factor clamped to [0.01, 1], and NaN treated as 1: no scaling).
    func checkTextSetting(_ change: EnvironmentChange) {
        switch change {
        case .lineLimit(_, let upper?, _) where upper < 1:
            report(.invalidValue, "lineLimit(\(upper)) allows no lines; SwiftUI documents a positive limit, or nil for none; the text shows one line")
        case .minimumScaleFactor(let factor) where factor.isNaN:
            report(.invalidValue, "minimumScaleFactor(NaN) is not a number; SwiftUI documents a fraction from 0 to 1; the text does not scale")
        case .minimumScaleFactor(let factor) where factor < 0 || factor > 1:
            let used = factor > 1 ? "1 (the text does not scale)" : "0.01"
            report(.invalidValue, "minimumScaleFactor(\(factor)) is outside 0...1, the fraction SwiftUI documents; using \(used)")
        default:
            break
        }
    }
}
