import Foundation

/// One version of a file without reading it: its device, inode, size and modification and change
/// times. A file replaced by a rename, written or touched gets another identity.
struct FileIdentity: Equatable, Sendable {
    private let values: [Int]

    /// nil when there is no such file.
    init?(of path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity an `lstat` found.
    init(_ info: stat) {
        values = [
            Int(info.st_dev), Int(info.st_ino), Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec),
            Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec),
        ]
    }

    /// Whether the file last changed (was written, renamed, touched) before `moment`.
    func changedBefore(_ moment: Date) -> Bool {
        let changed = Double(values[5]) + Double(values[6]) / 1e9
        return changed < moment.timeIntervalSince1970
    }

    /// The identity as one fingerprint, to store.
    var fingerprint: Fingerprint {
        var hasher = FingerprintHasher()
        for value in values { hasher.combine(value) }
        return hasher.finalize()
    }
}
