import Foundation
import ViewTree

/// An icon font whose glyphs stand in for SF Symbols: Material Icons from Debian's
/// `fonts-material-design-icons-iconfont`, looked up through `SymbolCatalog`. Outlines come from
/// the font's 'glyf' table, so a drawing depends only on the installed font's bytes.
public final class IconFont: Sendable {
    /// Where Debian installs the font (`dpkg -L fonts-material-design-icons-iconfont`).
    public static let materialIconsPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
    /// The Debian package that installs it, named in messages when it is missing.
    public static let debianPackage = "fonts-material-design-icons-iconfont"
    /// Material Icons when installed, read once.
    public static let materialIcons: IconFont? = FileManager.default.contents(atPath: materialIconsPath).flatMap { try? IconFont(bytes: [UInt8]($0)) }

    private let characterMap: CharacterMap
    private let outlines: GlyphOutlines
    private let unitsPerEm: Int
    private let descent: Int

    public init(bytes: [UInt8]) throws {
        let file = FontFileReader(bytes: bytes)
        let directory = try TableDirectory(file)
        let header = try FontHeader(try directory.reader(for: "head", in: file))
        let glyphCount = try MaximumProfile(try directory.reader(for: "maxp", in: file)).numberOfGlyphs
        unitsPerEm = header.unitsPerEm
        descent = -(try HorizontalHeader(try directory.reader(for: "hhea", in: file))).descender
        characterMap = try CharacterMap(try directory.reader(for: "cmap", in: file), glyphCount: glyphCount)
        outlines = try GlyphOutlines(
            loca: try directory.reader(for: "loca", in: file), glyf: try directory.reader(for: "glyf", in: file),
            indexToLocFormat: header.indexToLocFormat, glyphCount: glyphCount)
    }

    /// The outline drawn for an SF Symbols name; nil when the name is unmapped or its glyph is empty.
    public func outline(forSymbol name: String) -> SymbolOutline? {
        guard let codepoint = SymbolCatalog.codepoint(for: name) else { return nil }
        let glyph = characterMap.glyph(forScalarValue: codepoint)
        guard glyph != 0, let contours = try? outlines.contours(of: glyph), !contours.isEmpty else { return nil }
        return SymbolOutline(contours: contours, unitsPerEm: Double(unitsPerEm), descent: Double(descent))
    }
}
