import LayoutEngine

/// One font file of a stand-in family: the face a resolved SwiftUI font is drawn with.
public struct FontFace: Hashable, Sendable, CustomStringConvertible {
    public let family: FontFamily
    /// OpenType weight class of the face (400 Regular, 600 SemiBold …).
    public let weight: Int
    public let italic: Bool

    /// The family's face nearest to `weight` by CSS matching, italic only where the family has
    /// italics (a page declaring these faces gets the same one from the browser).
    public init(family: FontFamily, weight: Int, italic: Bool) {
        self.family = family
        self.weight = FontWeightMatcher.match(weight, in: family.weights.keys) ?? 400
        self.italic = italic && family.hasItalics
    }

    /// The face for a resolved font: `.monospaced` → Fira Code, every other design → Inter
    /// (no rounded or serif stand-in yet) (Text.md §6 "Font choice").
    public init(resolving font: ResolvedFont) {
        self.init(family: font.design == .monospaced ? .firaCode : .inter, weight: font.weight.value, italic: font.italic)
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
