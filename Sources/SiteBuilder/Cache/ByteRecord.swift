/// The cache's file format: integers as 8 little-endian bytes and strings as a length and their
/// UTF-8 bytes, one after another. Plain and fast to read back; a record that does not read back
/// completely (a truncated or foreign file) is treated as missing.
struct ByteRecordWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ text: String) {
        write(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func write(_ texts: [String]) {
        write(texts.count)
        for text in texts { write(text) }
    }
}

/// Reads what `ByteRecordWriter` wrote, in the same order; nil at the first value that does not fit.
struct ByteRecordReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// True when every byte has been read.
    var isAtEnd: Bool { offset == bytes.count }

    mutating func readInt() -> Int? {
        guard offset + 8 <= bytes.count else { return nil }
        let value = bytes.withUnsafeBytes { Int64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: Int64.self)) }
        offset += 8
        return Int(value)
    }

    mutating func readString() -> String? {
        guard let count = readInt(), count >= 0, offset + count <= bytes.count else { return nil }
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    mutating func readStrings() -> [String]? {
        guard let count = readInt(), count >= 0, count <= bytes.count - offset else { return nil }
        var texts: [String] = []
        for _ in 0..<count {
            guard let text = readString() else { return nil }
            texts.append(text)
        }
        return texts
    }
}
