/// The 'GDEF' glyph classes (1 base, 2 ligature, 3 mark, 4 component) that lookup flags and mark
/// zeroing consult (OpenType spec, "GDEF"). A font without GDEF has every glyph in class 0.
public struct GlyphDefinitions: Sendable {
    public static let baseClass: UInt16 = 1
    public static let ligatureClass: UInt16 = 2
    public static let markClass: UInt16 = 3

    public let glyphClasses: ClassDefinition

    public init(_ table: FontFileReader?, glyphCount: Int) throws {
        guard let table else {
            glyphClasses = ClassDefinition(glyphCount: glyphCount)
            return
        }
        var reader = table
        try reader.skip(4)
        let classDefinitionOffset = Int(try reader.readUInt16())
        glyphClasses = classDefinitionOffset == 0
            ? ClassDefinition(glyphCount: glyphCount)
            : try ClassDefinition(try table.reader(at: table.position + classDefinitionOffset), glyphCount: glyphCount)
    }

    @inline(__always)
    public func isMark(_ glyph: UInt16) -> Bool {
        glyphClasses.class(of: glyph) == Self.markClass
    }
}
