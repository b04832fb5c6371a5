import Foundation

/// Which version of an article's Markdown a record was made from: a digest of its bytes, and the
/// file's identity when it was read, so that a rebuild can tell an unchanged file from its
/// identity alone, without reading it.
///
/// A file written twice within one tick of the file-system clock can keep its size and times, so
/// an identity read less than `settleTime` after the file last changed is not kept: the next build
/// reads that file again (as git does with entries as new as its index).
struct ArticleSource: Equatable, Sendable {
    let digest: Fingerprint
    /// `FileIdentity.fingerprint` at reading; nil when the file had changed too recently.
    let identity: Fingerprint?

    /// How long after its last change a file's identity is trusted to tell its versions apart.
    static let settleTime: TimeInterval = 2

    /// `markdown` as read from a file whose identity was `identity` just before.
    init(markdown: [UInt8], identity: FileIdentity?, now: Date = Date()) {
        var hasher = FingerprintHasher()
        hasher.combine(markdown)
        digest = hasher.finalize()
        self.identity = identity.flatMap { $0.changedBefore(now.addingTimeInterval(-Self.settleTime)) ? $0.fingerprint : nil }
    }

    init(digest: Fingerprint, identity: Fingerprint?) {
        self.digest = digest
        self.identity = identity
    }
}
