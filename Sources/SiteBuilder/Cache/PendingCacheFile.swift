import Foundation

/// A cache file encoded but not yet written. A build encodes its records, search entries and
/// output manifest while the new site is swapped in, and writes them once it is in place: the
/// cache must never describe a site that is not there. Written under a temporary name and renamed
/// over the old file, so a reader sees the old file or the new one, never part of one.
struct PendingCacheFile {
    let path: String
    let bytes: [UInt8]
    /// Told once the file is in place, with its identity when it can be read (what `RememberedFiles` keeps).
    let written: (FileIdentity?) -> Void

    init(path: String, bytes: [UInt8], written: @escaping (FileIdentity?) -> Void = { _ in }) {
        self.path = path
        self.bytes = bytes
        self.written = written
    }

    /// Replaces the file; a failure leaves the old one, which the next build finds out of step
    /// and does without.
    func write() {
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard (try? PlainFile.write(bytes, to: temporary)) != nil else { return }
        guard rename(temporary, path) == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            return
        }
        written(FileIdentity(of: path))
    }
}
