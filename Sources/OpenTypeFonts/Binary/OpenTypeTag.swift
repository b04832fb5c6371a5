/// A four-letter OpenType tag ('head', 'GPOS', 'kern', 'latn'), stored as its big-endian UInt32.
public struct OpenTypeTag: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Tags are four ASCII characters; shorter literals are padded with spaces as the spec does.
    public init(stringLiteral value: String) {
        let bytes = Array(value.utf8.prefix(4)) + Array(repeating: UInt8(ascii: " "), count: max(0, 4 - value.utf8.count))
        rawValue = bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    public var description: String {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: rawValue >> (24 - 8 * $0)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
