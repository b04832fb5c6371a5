import LayoutEngine

/// One font file of a stand-in family: the face a resolved SwiftUI font is drawn with.
public struct FontFace: Hashable, Sendable, CustomStringConvertible {
    public let family: FontFamily
    /// OpenType weight class of the face (400 Regular, 600 SemiBold …).
    public let weight: Int
    public let italic: Bool

    public init(family: FontFamily, weight: Int, italic: Bool) {
        self.family = family
        self.weight = weight
        self.italic = italic
    }

    /// The face for a resolved font: `.monospaced` → Fira Code, every other design → Inter
    /// (no rounded or serif stand-in yet), weight by CSS matching, italic only where it exists
    /// (text-metrics.md §6 "Font choice").
    public init(resolving font: ResolvedFont) {
        let family: FontFamily = font.design == .monospaced ? .firaCode : .inter
        let weight = FontWeightMatcher.match(font.weight.value, in: family.weights.keys) ?? 400
        self.init(family: family, weight: weight, italic: font.italic && family.hasItalics)
    }

    /// Every face `init(resolving:)` can produce.
    public static let all: [FontFace] = FontFamily.allCases.flatMap { family in
        family.weights.keys.sorted().flatMap { weight in
            (family.hasItalics ? [false, true] : [false]).map { FontFace(family: family, weight: weight, italic: $0) }
        }
    }

    public var fileName: String { family.fileName(weight: weight, italic: italic) }

    public var description: String { fileName }
}
