import OpenTypeFonts
import Testing

/// Faces by file name, loaded through the shared Debian library.
enum TestFonts {
    static func face(_ file: String) throws -> FontFace {
        try #require(FontFace.all.first { $0.fileName == file }, "no FontFace for \(file)")
    }

    static func font(_ file: String) throws -> OpenTypeFont {
        try FontLibrary.debian.font(for: try face(file))
    }

    /// Samples a shaper maps one scalar to one glyph: no composition, nothing default-ignorable.
    static func isOneGlyphPerScalar(_ sample: String) -> Bool {
        sample.unicodeScalars.allSatisfy { $0.value < 0x300 && !$0.properties.isDefaultIgnorableCodePoint }
    }

    /// Whether the font maps every visible scalar; a browser draws the others in a fallback font.
    static func covers(_ sample: String, in font: OpenTypeFont) -> Bool {
        sample.unicodeScalars.allSatisfy { $0.properties.isDefaultIgnorableCodePoint || $0.properties.generalCategory == .nonspacingMark || font.characterMap.glyph(for: $0) != 0 }
    }
}
