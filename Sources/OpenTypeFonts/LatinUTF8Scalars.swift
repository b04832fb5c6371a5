/// The scalar values of UTF-8 text that is entirely below U+0300 (one or two bytes each), decoded
/// straight from the bytes. Such text is already NFC with one grapheme per scalar, so it needs
/// no normalisation and its scalar count is its character count — unless it holds CR (CR LF is
/// one character) or the default-ignorable soft hyphen, which are refused too.
struct LatinUTF8Scalars: Sequence {
    private let bytes: UnsafeBufferPointer<UInt8>

    /// nil when the bytes hold a scalar at or above U+0300, a CR or a soft hyphen (C2 AD).
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var previous: UInt8 = 0
        for byte in bytes {
            guard byte < 0xCC, byte != 0x0D, !(previous == 0xC2 && byte == 0xAD) else { return nil }
            previous = byte
        }
        self.bytes = bytes
    }

    func makeIterator() -> Iterator {
        Iterator(bytes: bytes)
    }

    struct Iterator: IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        /// Lead bytes C2…CB carry the top five bits of a two-byte scalar, the next byte six more.
        mutating func next() -> UInt32? {
            guard index < bytes.count else { return nil }
            let lead = bytes[index]
            guard lead >= 0x80, index + 1 < bytes.count else {
                index += 1
                return UInt32(lead)
            }
            defer { index += 2 }
            return UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        }
    }
}
