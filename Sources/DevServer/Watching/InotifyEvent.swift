/// One record of what `read` returns on an inotify descriptor: which watch, what happened, and the
/// name of the entry concerned inside the watched folder (empty for the folder itself).
struct InotifyEvent: Equatable, Sendable {
    let descriptor: Int32
    let mask: UInt32
    let name: String

    /// Size of `struct inotify_event` before its name: `wd`, `mask`, `cookie` and `len`, four 32-bit fields.
    static let headerSize = 16

    /// Splits what one `read` returned into its records; the kernel only returns whole records.
    ///
    /// Each record is the header followed by `len` bytes of name, padded with NULs (inotify(7)).
    static func parse(_ bytes: UnsafeRawBufferPointer) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        var offset = 0
        while offset + headerSize <= bytes.count {
            let descriptor = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameStart = offset + headerSize
            let nameBytes = bytes[nameStart..<min(nameStart + length, bytes.count)].prefix { $0 != 0 }
            events.append(InotifyEvent(descriptor: descriptor, mask: mask, name: String(decoding: nameBytes, as: UTF8.self)))
            offset = nameStart + length
        }
        return events
    }
}
