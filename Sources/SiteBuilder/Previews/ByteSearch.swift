import Foundation

/// Finds byte strings in markup the site wrote: `memchr` for the needle's first byte, then
/// `memcmp`. Drawings and figures are searched as UTF-8, since `String` search normalises and
/// `firstRange(of:)` on bytes resolves to Foundation's generic `DataProtocol` search, each far
/// slower than the rest of the work around them.
enum ByteSearch {
    /// Where `needle` first starts in `bytes` at or after `from`.
    static func first(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
        guard let base = bytes.baseAddress, let head = needle.first else { return nil }
        var offset = from
        while offset + needle.count <= bytes.count, let hit = memchr(base + offset, Int32(head), bytes.count - offset) {
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            guard at + needle.count <= bytes.count else { return nil }
            if memcmp(base + at, needle, needle.count) == 0 { return at }
            offset = at + 1
        }
        return nil
    }

    /// Where each occurrence of `needle` starts, none overlapping the one before.
    static func all(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var found: [Int] = [], offset = 0
        while let at = first(needle, in: bytes, from: offset) {
            found.append(at)
            offset = at + needle.count
        }
        return found
    }
}
