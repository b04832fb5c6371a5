/// SwiftUI's named colours with their iOS 17/18 light and dark sRGB values.
/// Source: Layout.md §11 (OpenSwiftUI `SystemColors.swift`, Apple HIG iOS 13–18 palette).
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case primary, secondary, tertiary, quaternary, quinary
    case black, white, clear
    case accentColor
    /// Divider / separator colour.
    case separator
    /// secondarySystemBackground, used by GroupBox (Layout.md §9, §11 [U]).
    case secondarySystemBackground
    /// systemBackground: white in light mode.
    case systemBackground
    /// The track of segmented pickers: fill (118,118,128) @0.12 (Layout.md §9 [U]).
    case tertiarySystemFill
    /// systemGray5, used for DatePicker pills (Layout.md §11 [U]).
    case systemGray5
    /// The page behind grouped lists and forms (Containers.md §8.2 [O]).
    case systemGroupedBackground
    /// The cards of grouped lists and forms (Containers.md §8.2 [O]).
    case secondarySystemGroupedBackground

    /// The sRGB value in the given colour scheme.
    public func rgba(dark: Bool) -> RGBA {
        let (light, darkValue) = values
        return dark ? darkValue : light
    }

    private var values: (RGBA, RGBA) {
        switch self {
        case .red: (RGBA(255, 59, 48), RGBA(255, 69, 58))
        case .orange: (RGBA(255, 149, 0), RGBA(255, 159, 10))
        case .yellow: (RGBA(255, 204, 0), RGBA(255, 214, 10))
        case .green: (RGBA(52, 199, 89), RGBA(48, 209, 88))
        case .mint: (RGBA(0, 199, 190), RGBA(99, 230, 226))
        case .teal: (RGBA(48, 176, 199), RGBA(64, 200, 224))
        case .cyan: (RGBA(50, 173, 230), RGBA(100, 210, 255))
        case .blue, .accentColor: (RGBA(0, 122, 255), RGBA(10, 132, 255))
        case .indigo: (RGBA(88, 86, 214), RGBA(94, 92, 230))
        case .purple: (RGBA(175, 82, 222), RGBA(191, 90, 242))
        case .pink: (RGBA(255, 45, 85), RGBA(255, 55, 95))
        case .brown: (RGBA(162, 132, 94), RGBA(172, 142, 104))
        case .gray: (RGBA(142, 142, 147), RGBA(142, 142, 147))
        case .primary: (RGBA(0, 0, 0), RGBA(255, 255, 255))
        case .secondary: (RGBA(60, 60, 67, 0.6), RGBA(235, 235, 245, 0.6))
        case .tertiary: (RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))
        case .quaternary: (RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16))
        case .quinary: (RGBA(0, 0, 0, 0.05), RGBA(255, 255, 255, 0.05))
        case .black: (RGBA(0, 0, 0), RGBA(0, 0, 0))
        case .white: (RGBA(255, 255, 255), RGBA(255, 255, 255))
        case .clear: (RGBA(0, 0, 0, 0), RGBA(0, 0, 0, 0))
        case .separator: (RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6))
        case .secondarySystemBackground: (RGBA(242, 242, 247), RGBA(28, 28, 30))
        case .systemBackground: (RGBA(255, 255, 255), RGBA(0, 0, 0))
        case .tertiarySystemFill: (RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24))
        case .systemGray5: (RGBA(229, 229, 234), RGBA(44, 44, 46))
        case .systemGroupedBackground: (RGBA(242, 242, 247), RGBA(0, 0, 0))
        case .secondarySystemGroupedBackground: (RGBA(255, 255, 255), RGBA(28, 28, 30))
        }
    }
}
