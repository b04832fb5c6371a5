import LayoutEngine
import ViewTree

/// Measures text with the real stand-in fonts: Inter for SF Pro and Fira Code for SF Mono, with
/// SF's vertical metrics and per-size letter-spacing towards SF's widths (Text.md §6).
public struct FontTextMeasurer: TextMeasurer {
    /// The face for every (monospaced, weight, italic) combination, indexed by `slot(for:)`.
    private let faces: [FontFace]
    private let library: FontLibrary
    /// Inter Regular, read up front: most text is set in it, and it stands in for a face whose
    /// file turns out unreadable (`unreadableFaces()` says which).
    private let regular: OpenTypeFont

    /// Finds the file of every face a resolved font can map to, so a missing package fails here,
    /// not mid-layout; each face is parsed when first measured with. A page's previews use two or
    /// three of the thirteen faces, and parsing all of them was most of the time a rebuild of one
    /// article spent on fonts.
    public init(library: FontLibrary = .debian) throws {
        let combinations = [Font.Design.default, .monospaced].flatMap { design in
            Font.Weight.allCases.flatMap { weight in [false, true].map { ResolvedFont(size: 1, weight: weight, italic: $0, design: design) } }
        }
        var faces = [FontFace?](repeating: nil, count: combinations.count)
        for font in combinations {
            faces[Self.slot(for: font)] = FontFace(resolving: font)
        }
        self.faces = faces.compactMap { $0 }
        for face in Set(self.faces) {
            _ = try library.path(of: face)
        }
        self.library = library
        regular = try library.font(for: FontFace(resolving: ResolvedFont(size: 1)))
    }

    /// Why faces this measurer was asked for could not be parsed (Inter Regular measured in their
    /// place); empty when every face it used was read.
    public func unreadableFaces() -> [FontLibraryError] {
        library.failures(among: faces)
    }

    /// SF's ascender, descender, zero leading and cap height at the font's size (Text.md §1.3).
    public func metrics(for font: ResolvedFont) -> FontMetrics {
        SystemFontMetrics.metrics(size: font.size)
    }

    /// Advances plus GPOS kerning scaled to the size, plus letter-spacing after every visible
    /// character, the trailing one included, as Chromium applies CSS letter-spacing (Text.md
    /// §6 "Measurer", Addendum: 13 × −0.459 px on "Hello, World!"; Fixtures/Fonts/chromium-widths.json).
    public func width(of text: Substring, font: ResolvedFont) -> Double {
        let face = openTypeFont(for: font)
        let run = face.advance(of: text, tabularFigures: font.monospacedDigit)
        return Double(run.fontUnits) * font.size / Double(face.unitsPerEm) + Double(run.characterCount) * font.letterSpacing
    }

    /// Per-character advances for line breaking, consistent with `width(of:)` character by
    /// character and pair by pair, without building a String per character.
    public func advances(of characters: [Character], font: ResolvedFont) -> CharacterAdvances {
        let face = openTypeFont(for: font)
        let scale = font.size / Double(face.unitsPerEm)
        let units = face.characterAdvances(of: characters, tabularFigures: font.monospacedDigit)
        return CharacterAdvances(
            advances: zip(units.advances, units.visible).map { Double($0) * scale + ($1 ? font.letterSpacing : 0) },
            kerning: units.kerning.map { Double($0) * scale })
    }

    /// Inter: the per-size, per-weight table of Text.md §6, the same for text styles and
    /// fixed `.system(size:)` fonts because SF tracks by size alone (§1.2). Fira Code: the spacing
    /// that makes its advance SF Mono's 1266/2048 em (§2.2, +0.0028 em).
    public func styleLetterSpacing(for font: ResolvedFont, style: ViewTree.Font.TextStyle?) -> Double {
        let face = FontFace(resolving: font)
        switch face.family {
        case .inter:
            return InterLetterSpacing.perMille(size: font.size, faceWeight: face.weight) / 1000 * font.size
        case .firaCode:
            let fira = openTypeFont(for: font)
            let advance = Double(fira.advance(of: "0").fontUnits) / Double(fira.unitsPerEm)
            return (SystemFontMetrics.monospacedAdvance / SystemFontMetrics.unitsPerEm - advance) * font.size
        }
    }

    /// The parsed font that draws a resolved font (the face `FontFace(resolving:)` names), parsed
    /// on first use; Inter Regular when its file cannot be parsed.
    public func openTypeFont(for font: ResolvedFont) -> OpenTypeFont {
        (try? library.font(for: faces[Self.slot(for: font)])) ?? regular
    }

    /// Position in `faces`: design, then weight (100…900), then italic.
    private static func slot(for font: ResolvedFont) -> Int {
        let design = font.design == .monospaced ? 1 : 0
        let weight = font.weight.value / 100 - 1
        return (design * Font.Weight.allCases.count + weight) * 2 + (font.italic ? 1 : 0)
    }
}
