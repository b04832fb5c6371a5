/// A SwiftUI `Font`: a text style that scales with Dynamic Type, or a fixed system size,
/// plus the weight, design and italic/monospaced-digit variants applied to it.
public struct Font: Hashable, Sendable {
    public enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: Double)
    }

    public var base: Base
    /// nil: the style's own weight (semibold for headline, regular otherwise).
    public var weight: Weight?
    public var design: Design
    public var isItalic: Bool
    public var usesMonospacedDigit: Bool

    public init(_ base: Base, weight: Weight? = nil, design: Design = .default, isItalic: Bool = false, usesMonospacedDigit: Bool = false) {
        self.base = base
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.usesMonospacedDigit = usesMonospacedDigit
    }

    public static func style(_ s: TextStyle) -> Font { Font(.textStyle(s)) }
    public static let body = Font.style(.body)

    /// `.system(size:weight:design:)`: a fixed size that ignores Dynamic Type.
    public static func system(size: Double, weight: Weight? = nil, design: Design = .default) -> Font {
        Font(.system(size: size), weight: weight, design: design)
    }

    public func weight(_ w: Weight) -> Font { var f = self; f.weight = w; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    public func monospacedDigit() -> Font { var f = self; f.usesMonospacedDigit = true; return f }

    /// SwiftUI's `Font.TextStyle`.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// SwiftUI's `Font.Weight`, with the OpenType weight class it maps to.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        public var value: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }
    }

    /// SwiftUI's `Font.Design`.
    public enum Design: String, Hashable, Sendable {
        case `default`, rounded, serif, monospaced
    }
}
