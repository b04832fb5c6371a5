import ViewTree

/// iOS text styles: point sizes per Dynamic Type size and default weights.
/// Source: Layout.md §7.1 (Apple HIG; temoki/UIKit_DynamicType measurements).
enum Typography {
    /// Sizes from xSmall to accessibility5; the `.large` column is the default.
    static func pointSize(_ style: Font.TextStyle, _ size: DynamicTypeSize) -> Double {
        table(style)[size.index]
    }

    private static func table(_ style: Font.TextStyle) -> [Double] {
        switch style {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    /// Headline is the only semibold style; all others are regular (§7.1).
    static func defaultWeight(_ style: Font.TextStyle) -> Font.Weight {
        style == .headline ? .semibold : .regular
    }

    /// Applies the environment and a run's own attributes to a font.
    static func resolve(_ font: Font, run: TextContent.Run?, environment env: LayoutEnvironment, measurer: any TextMeasurer) -> ResolvedFont {
        let font = run?.font ?? font
        let style: Font.TextStyle?
        let size: Double
        switch font.base {
        case .textStyle(let s):
            style = s
            size = pointSize(s, env.dynamicTypeSize)
        case .system(let s):
            style = nil
            size = s.isFinite && s > 0 ? s : 17
        }
        let bold = run?.bold == true ? Font.Weight.bold : nil
        var resolved = ResolvedFont(
            size: size,
            weight: bold ?? env.weight ?? font.weight ?? style.map(defaultWeight) ?? .regular,
            italic: font.isItalic || env.italic || run?.italic == true,
            design: env.monospaced ? .monospaced : font.design,
            monospacedDigit: font.usesMonospacedDigit || env.monospacedDigit)
        resolved.letterSpacing = measurer.styleLetterSpacing(for: resolved, style: style) + env.extraLetterSpacing
        return resolved
    }
}
