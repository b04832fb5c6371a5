/// Inter's letter-spacing, in thousandths of the font size, that brings its widths to SF's
/// tracked widths at each size (Text.md §6 "Letter-spacing for Inter"): the Regular row,
/// interpolated linearly between listed sizes and held beyond the ends, plus a per-weight offset.
/// Italics take their weight's values: no italic fit exists.
enum InterLetterSpacing {
    /// The Regular row of Text.md §6 (24–26 pt share −44‰).
    static let regular: [(size: Double, perMille: Double)] = [
        (11, 5), (12, -1), (13, -7), (14, -12), (15, -17), (16, -21), (17, -27), (18, -30), (19, -34),
        (20, -37), (22, -43), (24, -44), (26, -44), (28, -45), (34, -47), (40, -49), (48, -51), (60, -55),
    ]

    /// Bold's fitted values (−12.5‰ at 17 pt, −29‰ at 34 pt) as offsets from Regular.
    static let boldOffset: [(size: Double, perMille: Double)] = [(17, 14.5), (34, 18)]

    /// Letter-spacing in ‰ of the size for an Inter face of weight 400, 500, 600 or 700
    /// (Medium +4‰ interpolated, SemiBold +8‰, Bold per `boldOffset`).
    static func perMille(size: Double, faceWeight: Int) -> Double {
        let base = interpolate(regular, at: size)
        switch faceWeight {
        case 500: return base + 4
        case 600: return base + 8
        case 700...: return base + interpolate(boldOffset, at: size)
        default: return base
        }
    }

    /// Piecewise-linear value of a size-sorted table, constant outside its range.
    static func interpolate(_ table: [(size: Double, perMille: Double)], at size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.perMille }
        if size >= last.size { return last.perMille }
        let upper = table.firstIndex { $0.size >= size } ?? table.count - 1
        let (a, b) = (table[upper - 1], table[upper])
        return a.perMille + (b.perMille - a.perMille) * (size - a.size) / (b.size - a.size)
    }
}
