/// Why a font file could not be read; messages are lowercase and name the table or offset.
public enum OpenTypeError: Error, Equatable, CustomStringConvertible {
    /// A read ran past the end of the file.
    case unexpectedEnd(offset: Int, needed: Int)
    /// The file does not start with an sfnt version this reader knows (WOFF/WOFF2 are not read).
    case unsupportedSignature(OpenTypeTag)
    /// A required table is absent.
    case missingTable(OpenTypeTag)
    /// A table holds a value this reader cannot use.
    case invalidTable(OpenTypeTag, reason: String)
    /// A subtable uses a format this reader does not implement.
    case unsupportedFormat(structure: String, format: Int)

    public var description: String {
        switch self {
        case .unexpectedEnd(let offset, let needed):
            "font data ends early: needed \(needed) bytes at offset \(offset)"
        case .unsupportedSignature(let tag):
            "not an OpenType or TrueType font (signature '\(tag)')"
        case .missingTable(let tag):
            "font has no '\(tag)' table"
        case .invalidTable(let tag, let reason):
            "font table '\(tag)' is invalid: \(reason)"
        case .unsupportedFormat(let structure, let format):
            "unsupported \(structure) format \(format)"
        }
    }
}
