/// JSON written straight into bytes, exactly as `JSONEncoder` writes it with sorted keys and
/// unescaped slashes, provided members are written in sorted order and nil members left out (as
/// synthesized `Encodable` does). A cold build spent 4.5% of its time encoding slider tables with
/// `JSONEncoder`; this is about a tenth of that.
struct JSONText {
    private(set) var bytes: [UInt8] = []
    /// False once a number JSON cannot hold (NaN, an infinity) was given: `JSONEncoder` throws then.
    private(set) var isValid = true
    /// Writes `<` as `\u003c`, so the text can sit in a `<script>` without ending it.
    private let escapesLessThan: Bool
    private var needsComma = false

    init(escapesLessThan: Bool = false) {
        self.escapesLessThan = escapesLessThan
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func object(_ members: (inout JSONText) -> Void) {
        open(UInt8(ascii: "{"))
        members(&self)
        close(UInt8(ascii: "}"))
    }

    mutating func array<Element>(_ elements: [Element], _ write: (inout JSONText, Element) -> Void) {
        open(UInt8(ascii: "["))
        for element in elements { write(&self, element) }
        close(UInt8(ascii: "]"))
    }

    /// A member's key; its value is written next.
    mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    mutating func member(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    mutating func member(_ name: String, _ value: Double?) {
        guard let value else { return }
        key(name)
        number(value)
    }

    mutating func member(_ name: String, _ value: Int?) {
        guard let value else { return }
        key(name)
        number(value)
    }

    mutating func member(_ name: String, _ value: Bool?) {
        guard let value else { return }
        key(name)
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    mutating func member(_ name: String, _ values: [Double]?) {
        guard let values else { return }
        key(name)
        array(values) { $0.number($1) }
    }

    mutating func member(_ name: String, _ values: [Int]?) {
        guard let values else { return }
        key(name)
        array(values) { $0.number($1) }
    }

    /// Runs of bytes that need no escape are copied whole (slider tables are mostly markup, and
    /// escaping byte by byte, a new array for each `\"`, was most of writing them).
    mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for (index, byte) in utf8.enumerated() where needsEscape(byte) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                escape(byte)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (byte == UInt8(ascii: "<") && escapesLessThan)
    }

    /// A byte `needsEscape` picked, as `JSONEncoder` writes it.
    private mutating func escape(_ byte: UInt8) {
        let short: UInt8? = switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
        case 0x08: UInt8(ascii: "b")
        case 0x09: UInt8(ascii: "t")
        case 0x0A: UInt8(ascii: "n")
        case 0x0C: UInt8(ascii: "f")
        case 0x0D: UInt8(ascii: "r")
        default: nil
        }
        if let short {
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(short)
        } else {
            unicodeEscape(byte)
        }
    }

    /// Swift's shortest round-tripping form, without the `.0` of a whole number (`JSONEncoder`'s).
    mutating func number(_ value: Double) {
        separate()
        guard value.isFinite else {
            isValid = false
            return bytes += Array("0".utf8)
        }
        let text = value.description
        bytes.append(contentsOf: text.hasSuffix(".0") ? text.utf8.dropLast(2) : text.utf8[...])
    }

    mutating func number(_ value: Int) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
    }

    private mutating func unicodeEscape(_ byte: UInt8) {
        bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), Self.hex[Int(byte >> 4)], Self.hex[Int(byte & 0xF)]]
    }

    private static let hex = Array("0123456789abcdef".utf8)

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        needsComma = true
    }

    /// A comma before every value but a container's first.
    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }
}
