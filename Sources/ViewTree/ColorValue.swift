/// A SwiftUI `Color`: a named system colour or explicit sRGB components, with an opacity factor.
public struct ColorValue: Hashable, Sendable {
    public enum Base: Hashable, Sendable {
        case system(SystemColor)
        case rgba(RGBA)
    }

    public var base: Base
    /// Multiplies the alpha (`Color.red.opacity(0.5)`).
    public var opacity: Double

    public init(_ base: Base, opacity: Double = 1) {
        self.base = base
        self.opacity = opacity
    }

    public static func system(_ color: SystemColor) -> ColorValue { ColorValue(.system(color)) }

    /// `Color(red:green:blue:opacity:)` with 0…1 components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.rgba(RGBA(red: red, green: green, blue: blue, alpha: 1)), opacity: opacity)
    }

    public func opacity(_ factor: Double) -> ColorValue { ColorValue(base, opacity: opacity * factor) }

    /// The colour in a scheme, with the opacity factor applied.
    public func resolved(dark: Bool) -> RGBA {
        var value: RGBA = switch base {
        case .system(let c): c.rgba(dark: dark)
        case .rgba(let v): v
        }
        value.alpha *= opacity
        return value
    }
}
