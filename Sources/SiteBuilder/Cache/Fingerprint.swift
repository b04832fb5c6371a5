import Foundation

/// A 128-bit digest of a build input, the same on every run and machine (Swift's `Hasher` is
/// seeded per process, so it cannot name files that outlive the process). Not cryptographic: cache
/// keys only need accidental collisions to be out of the question, and 128 bits make them so.
struct Fingerprint: Hashable, Sendable, CustomStringConvertible {
    let high: UInt64
    let low: UInt64

    /// 32 lowercase hex digits, the name of the cache file it keys.
    var description: String {
        var digits: [UInt8] = []
        appendHex(to: &digits)
        return String(decoding: digits, as: UTF8.self)
    }

    /// The fingerprint as 32 hex digits, or nil for anything else.
    init?(hex: Substring) {
        self.init(hexDigits: hex.utf8)
    }

    /// As `init?(hex:)`, from the digits' bytes (a manifest's thousand lines are read as bytes).
    init?<Digits: Collection<UInt8>>(hexDigits: Digits) {
        guard hexDigits.count == 32 else { return nil }
        var halves: (high: UInt64, low: UInt64) = (0, 0)
        for (index, digit) in hexDigits.enumerated() {
            guard let value = Self.value(ofHexDigit: digit) else { return nil }
            if index < 16 { halves.high = halves.high << 4 | value } else { halves.low = halves.low << 4 | value }
        }
        self.init(high: halves.high, low: halves.low)
    }

    private static func value(ofHexDigit digit: UInt8) -> UInt64? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt64(digit - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt64(digit - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt64(digit - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The 32 digits appended as bytes (a manifest writes a thousand of them).
    func appendHex(to bytes: inout [UInt8]) {
        for value in [high, low] {
            for shift in stride(from: 60, through: 0, by: -4) {
                bytes.append(Self.hexDigits[Int((value >> UInt64(shift)) & 0xF)])
            }
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}

/// Feeds values into a `Fingerprint`: two 64-bit lanes of xxHash64's multiply-rotate round over
/// 8-byte words, finished with MurmurHash3's avalanche. Every value is written with its length, so
/// `("ab", "c")` and `("a", "bc")` differ.
struct FingerprintHasher {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9

    private var lane1: UInt64 = 0x6A09_E667_F3BC_C908
    private var lane2: UInt64 = 0xBB67_AE85_84CA_A73B
    private var length: UInt64 = 0

    init() {}

    mutating func combine(_ value: Int) {
        mix(UInt64(bitPattern: Int64(value)))
    }

    mutating func combine(_ value: Double) {
        mix(value.bitPattern)
    }

    mutating func combine(_ value: Fingerprint) {
        mix(value.high)
        mix(value.low)
    }

    mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine(bytes: $0) }
    }

    /// A file's path, size and modification time (in nanoseconds), following symbolic links: what
    /// tells one version of a file from another without reading it. `stat` itself: Foundation's
    /// attributes cost more than a no-change build's whole walk.
    mutating func combine(fileAt path: String) {
        var info = stat()
        let found = stat(path, &info) == 0
        combine(path)
        combine(found ? Int(info.st_size) : -1)
        combine(found ? Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec) : -1)
    }

    /// The length, then the bytes as little-endian words, the last one zero-padded.
    mutating func combine(bytes: UnsafeRawBufferPointer) {
        mix(UInt64(bytes.count))
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << (8 * shift) }
        if offset < bytes.count { mix(tail) }
    }

    func finalize() -> Fingerprint {
        let a = Self.avalanche(lane1 ^ length &* Self.prime3)
        let b = Self.avalanche(lane2 ^ a)
        return Fingerprint(high: a ^ Self.avalanche(b), low: b)
    }

    /// One word into both lanes; the second lane also takes the first's state, so they never run in step.
    private mutating func mix(_ word: UInt64) {
        length &+= 1
        lane1 = Self.rotate(lane1 &+ word &* Self.prime2, 31) &* Self.prime1
        lane2 = Self.rotate(lane2 ^ (word &* Self.prime1) ^ lane1, 27) &* Self.prime2 &+ Self.prime3
    }

    private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        value << bits | value >> (64 - bits)
    }

    /// MurmurHash3's fmix64: every input bit affects every output bit.
    private static func avalanche(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }
}
