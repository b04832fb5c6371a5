import Diagnostics
import MarkdownTree

/// The cache's file format: integers as 8 little-endian bytes and strings as a length and their
/// UTF-8 bytes, one after another. Plain and fast to read back; a record that does not read back
/// completely (a truncated or foreign file) is treated as missing.
struct ByteRecordWriter {
    private(set) var bytes: [UInt8] = []

    /// Room for `count` bytes in one allocation: growing a large file's buffer by doubling copied
    /// it over and over.
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    mutating func write(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// The bytes are copied from the string's storage at once where it has one (a native string
    /// always does); appending its UTF-8 view went byte by byte.
    mutating func write(_ text: String) {
        write(text.utf8.count)
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    mutating func write(_ texts: [String]) {
        write(texts.count)
        for text in texts { write(text) }
    }

    /// A length and the bytes as they are.
    mutating func write(_ raw: [UInt8]) {
        write(raw.count)
        bytes.append(contentsOf: raw)
    }

    /// Bytes another writer wrote, as they are (no length).
    mutating func append(_ written: ArraySlice<UInt8>) {
        bytes.append(contentsOf: written)
    }

    /// A flag, then the text when there is one, so nil and "" read back apart.
    mutating func write(_ text: String?) {
        write(text == nil ? 0 : 1)
        if let text { write(text) }
    }

    mutating func write(_ fingerprint: Fingerprint) {
        write(Int(Int64(bitPattern: fingerprint.high)))
        write(Int(Int64(bitPattern: fingerprint.low)))
    }

    mutating func write(_ figures: [DiagnosticPage.Figure]) {
        write(figures.count)
        for figure in figures {
            write(figure.id)
            write(figure.firstLine)
            write(figure.lastLine)
        }
    }

    mutating func write(_ diagnostics: [Diagnostic]) {
        write(diagnostics.count)
        for diagnostic in diagnostics {
            write(diagnostic.severity.rawValue)
            write(diagnostic.id.rawValue)
            write(diagnostic.message)
            write(diagnostic.file)
            write(diagnostic.position == nil ? 0 : 1)
            write(diagnostic.position?.line ?? 0)
            write(diagnostic.position?.column ?? 0)
            write(diagnostic.notes.map(\.message))
        }
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

    /// What `write(_: String?)` wrote: `.some(nil)` for a stored nil, nil when the bytes do not fit.
    mutating func readOptionalString() -> String?? {
        switch readInt() {
        case 0: .some(nil)
        case 1: readString().map { .some($0) }
        default: nil
        }
    }

    mutating func readFingerprint() -> Fingerprint? {
        guard let high = readInt(), let low = readInt() else { return nil }
        return Fingerprint(high: UInt64(bitPattern: Int64(high)), low: UInt64(bitPattern: Int64(low)))
    }

    mutating func readDiagnostics() -> [Diagnostic]? {
        guard let count = readInt(), count >= 0, count <= bytes.count - offset else { return nil }
        var diagnostics: [Diagnostic] = []
        for _ in 0..<count {
            guard let severity = readString().flatMap(DiagnosticSeverity.init(rawValue:)),
                  let id = readString(), let message = readString(), let file = readOptionalString(),
                  let hasPosition = readInt(), let line = readInt(), let column = readInt(), let notes = readStrings() else { return nil }
            let position = hasPosition == 1 ? SourcePosition(line: line, column: column) : nil
            diagnostics.append(Diagnostic(
                severity, DiagnosticID(rawValue: id), message, file: file, at: position, notes: notes.map(DiagnosticNote.init)))
        }
        return diagnostics
    }

    mutating func readFigures() -> [DiagnosticPage.Figure]? {
        guard let count = readInt(), count >= 0, count <= bytes.count - offset else { return nil }
        var figures: [DiagnosticPage.Figure] = []
        for _ in 0..<count {
            guard let id = readString(), let first = readInt(), let last = readInt() else { return nil }
            figures.append(DiagnosticPage.Figure(id: id, firstLine: first, lastLine: last))
        }
        return figures
    }

    /// A length and that many raw bytes.
    mutating func readBytes() -> [UInt8]? {
        guard let count = readInt(), count >= 0, offset + count <= bytes.count else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
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
