import Testing
@testable import DevServer

/// Records laid out as inotify(7) describes them: four 32-bit fields, then `len` bytes of NUL-padded name.
struct InotifyEventTests {
    /// Appends one record in the machine's byte order, its name padded with NULs to `length` bytes.
    private func record(_ descriptor: Int32, _ mask: UInt32, _ name: String, length: UInt32, into bytes: inout [UInt8]) {
        withUnsafeBytes(of: descriptor) { bytes += $0 }
        withUnsafeBytes(of: mask) { bytes += $0 }
        withUnsafeBytes(of: UInt32(0)) { bytes += $0 }
        withUnsafeBytes(of: length) { bytes += $0 }
        bytes += Array(name.utf8) + Array(repeating: 0, count: Int(length) - name.utf8.count)
    }

    @Test func splitsRecordsAndDropsTheNamesPadding() {
        var bytes: [UInt8] = []
        record(1, 0x100, "new.md", length: 16, into: &bytes)
        record(2, 0x400, "", length: 0, into: &bytes)
        record(7, 0x4000_0080, "guide", length: 16, into: &bytes)
        #expect(bytes.count == 16 + 16 + 16 + 16 + 16)
        let events = bytes.withUnsafeBytes { InotifyEvent.parse($0) }
        #expect(events == [
            InotifyEvent(descriptor: 1, mask: 0x100, name: "new.md"),
            InotifyEvent(descriptor: 2, mask: 0x400, name: ""),
            InotifyEvent(descriptor: 7, mask: 0x4000_0080, name: "guide"),
        ])
    }

    @Test func aTruncatedHeaderEndsTheRecords() {
        var bytes: [UInt8] = []
        record(3, 0x2, "a.md", length: 16, into: &bytes)
        bytes += [1, 2, 3]
        #expect(bytes.withUnsafeBytes { InotifyEvent.parse($0) } == [InotifyEvent(descriptor: 3, mask: 0x2, name: "a.md")])
    }
}
