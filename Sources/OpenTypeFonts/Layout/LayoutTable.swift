/// The header shared by GSUB and GPOS: script list, feature list, lookup list. Answers "which
/// lookups does feature X use" for Latin text (OpenType spec, "OpenType Layout common table
/// formats"; Text.md §3(a) — only `kern` and `tnum` are ever asked for).
public struct LayoutTable: Sendable {
    private let table: FontFileReader
    private let tag: OpenTypeTag
    private let scriptListOffset: Int
    private let featureListOffset: Int
    private let lookupListOffset: Int

    /// Scripts tried in order, like HarfBuzz for a Latin run: 'latn', then the default script.
    private static let scriptPreference: [OpenTypeTag] = ["latn", "DFLT", "dflt"]

    /// `tag` is 'GSUB' or 'GPOS'; it decides which lookup type is the Extension wrapper.
    public init(_ table: FontFileReader, tag: OpenTypeTag) throws {
        var reader = table
        try reader.skip(4)
        scriptListOffset = Int(try reader.readUInt16())
        featureListOffset = Int(try reader.readUInt16())
        lookupListOffset = Int(try reader.readUInt16())
        self.table = table
        self.tag = tag
    }

    /// The lookups of `feature` in the default language system of the preferred script, in
    /// lookup-list order (the order a shaper applies them).
    public func lookups(for feature: OpenTypeTag) throws -> [LayoutLookup] {
        guard let featureIndices = try defaultLanguageFeatures() else { return [] }
        var lookupIndices = Set<Int>()
        for featureIndex in featureIndices {
            var record = try reader(at: featureListOffset + 2 + 6 * featureIndex)
            guard try record.readTag() == feature else { continue }
            var featureTable = try reader(at: featureListOffset + Int(try record.readUInt16()))
            try featureTable.skip(2)
            let count = Int(try featureTable.readUInt16())
            lookupIndices.formUnion(try featureTable.readUInt16Array(count).map(Int.init))
        }
        return try lookupIndices.sorted().map(lookup)
    }

    /// Feature indices (required feature first) of the preferred script's default LangSys.
    private func defaultLanguageFeatures() throws -> [Int]? {
        var list = try reader(at: scriptListOffset)
        var scripts: [OpenTypeTag: Int] = [:]
        for _ in 0..<Int(try list.readUInt16()) {
            let scriptTag = try list.readTag()
            scripts[scriptTag] = Int(try list.readUInt16())
        }
        guard let scriptOffset = Self.scriptPreference.lazy.compactMap({ scripts[$0] }).first else { return nil }
        let scriptStart = scriptListOffset + scriptOffset
        var script = try reader(at: scriptStart)
        let defaultOffset = Int(try script.readUInt16())
        guard defaultOffset != 0 else { return nil }
        var languageSystem = try reader(at: scriptStart + defaultOffset)
        try languageSystem.skip(2)
        let required = Int(try languageSystem.readUInt16())
        let indices = try languageSystem.readUInt16Array(Int(try languageSystem.readUInt16())).map(Int.init)
        return (required == 0xFFFF ? [] : [required]) + indices
    }

    private func lookup(_ index: Int) throws -> LayoutLookup {
        var list = try reader(at: lookupListOffset)
        guard index < Int(try list.readUInt16()) else {
            throw OpenTypeError.invalidTable(tag, reason: "lookup index \(index) out of range")
        }
        var entry = try reader(at: lookupListOffset + 2 + 2 * index)
        return try LayoutLookup(try reader(at: lookupListOffset + Int(try entry.readUInt16())), extensionType: tag == "GSUB" ? 7 : 9)
    }

    private func reader(at offset: Int) throws -> FontFileReader {
        try table.reader(at: table.position + offset)
    }
}
