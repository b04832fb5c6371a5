import Foundation

/// A file's validator for conditional requests (RFC 9110 §8.8.3): its inode, size and modification
/// time, as Apache's default `FileETag` derives one. A build writes a changed file anew and renames
/// it into place, and leaves an unchanged one as it was, so the tag changes when the bytes may have.
struct EntityTag: Sendable {
    /// The quoted tag as sent in `ETag`.
    let value: String

    /// The tag of the file at `path`; nil when it cannot be stat'ed.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let parts = [UInt64(info.st_ino), UInt64(info.st_size), UInt64(info.st_mtim.tv_sec), UInt64(info.st_mtim.tv_nsec)]
        value = "\"" + parts.map { String($0, radix: 16) }.joined(separator: "-") + "\""
    }

    /// Whether an `If-None-Match` field names this tag, or `*` (§13.1.2); weak tags compare by
    /// their opaque part, as the weak comparison that field uses says.
    func isMatched(byIfNoneMatch field: String?) -> Bool {
        guard let field else { return false }
        return field.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == value || tag == "W/" + value
        }
    }
}
