import Foundation

/// What this process last read from or wrote to each of a kind of cache file, with the file's
/// identity then (`FileIdentity`). `serve` builds in one worker process again and again; decoding
/// the article records and the output manifest of a thousand pages on every rebuild cost more than
/// the one article it redid. A file another process replaced or touched since has another
/// identity, and is read again.
final class RememberedFiles<Contents: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: (identity: FileIdentity, contents: Contents)] = [:]

    /// What `file` held when it had this identity, if this process knows.
    func contents(of file: String, identity: FileIdentity) -> Contents? {
        lock.withLock {
            guard let known = files[file], known.identity == identity else { return nil }
            return known.contents
        }
    }

    func remember(_ contents: Contents, of file: String, identity: FileIdentity) {
        lock.withLock { files[file] = (identity, contents) }
    }
}
