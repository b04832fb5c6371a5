import Foundation

/// Every article's encoded `search-index.json` entry as the previous build wrote the index, by
/// file, kept in the cache folder as `search-<output folder name>` beside the article records,
/// which hold only each entry's fingerprint. The entries are most of what the records held (about
/// 5 of 6 MB for a thousand articles), and a rebuild whose entries are all unchanged (an edit to
/// code, not prose) keeps the index without them: only a rebuild that writes a new index reads
/// this file, and only one that changes an entry writes it.
///
/// The file starts with the digest of what it holds (`digest(of:)`), which a build compares with
/// the records' before it uses them (`ArticleRecordStore`), so a reused record's entry is always
/// here; a copied cache folder stays good. Safe to use from several threads.
final class SearchEntryStore: @unchecked Sendable {
    /// Ties the file to this layout.
    private static let format = 1
    /// The format and the digest: 8 bytes and 16 (`ByteRecordWriter`).
    private static let headerSize = 24
    /// A process that builds again (`serve`'s worker) reads the file only when another process wrote it.
    private static let remembered = RememberedFiles<[String: [UInt8]]>()

    let file: String
    private let lock = NSLock()
    private var loaded: [String: [UInt8]]?

    init(cacheFolder: String, output: String) {
        let name = URL(fileURLWithPath: output).standardizedFileURL.lastPathComponent
        file = (cacheFolder as NSString).appendingPathComponent("search-" + name)
    }

    /// The digest the file starts with, read without the entries; nil without a file of this format.
    func storedDigest() -> Fingerprint? {
        guard let head = PlainFile.head(file, count: Self.headerSize) else { return nil }
        var reader = ByteRecordReader(head)
        guard reader.readInt() == Self.format else { return nil }
        return reader.readFingerprint()
    }

    /// The stored entries, read on the first call; nil when the file is missing, unreadable or not
    /// what its digest says (then it is removed, so the next build uses no record).
    func entries() -> [String: [UInt8]]? {
        lock.withLock {
            if let loaded { return loaded }
            let identity = FileIdentity(of: file)
            if let identity, let remembered = Self.remembered.contents(of: file, identity: identity) {
                loaded = remembered
                return remembered
            }
            guard let decoded = PlainFile.read(file).flatMap(Self.decode) else {
                try? FileManager.default.removeItem(atPath: file)
                return nil
            }
            if let identity, identity == FileIdentity(of: file) { Self.remembered.remember(decoded, of: file, identity: identity) }
            loaded = decoded
            return decoded
        }
    }

    /// These entries as the file holds them, to replace it with.
    func pending(_ entries: [String: [UInt8]]) -> PendingCacheFile {
        let sorted = entries.sorted { $0.key < $1.key }
        var writer = ByteRecordWriter()
        writer.reserveCapacity(entries.values.reduce(Self.headerSize + 8) { $0 + $1.count + 128 })
        writer.write(Self.format)
        writer.write(Self.digest(of: sorted.map { ($0.key, Self.fingerprint(of: $0.value)) }))
        writer.write(sorted.count)
        for (file, entry) in sorted {
            writer.write(file)
            writer.write(entry)
        }
        let file = file
        return PendingCacheFile(path: file, bytes: writer.bytes) { identity in
            self.lock.withLock { self.loaded = entries }
            if let identity { Self.remembered.remember(entries, of: file, identity: identity) }
        }
    }

    /// The fingerprint of one encoded entry, which its article's record keeps.
    static func fingerprint(of entry: [UInt8]) -> Fingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(entry)
        return hasher.finalize()
    }

    /// What a store of these entries (each file with its entry's fingerprint) holds, in any order,
    /// so neither the records nor the file need sorting to be compared.
    static func digest(of entries: [(file: String, entry: Fingerprint)]) -> Fingerprint {
        var digest = UnorderedFingerprint()
        for (file, entry) in entries {
            var hasher = FingerprintHasher()
            hasher.combine(file)
            hasher.combine(entry)
            digest.add(hasher.finalize())
        }
        return digest.finalize()
    }

    /// The entries, when the bytes hold exactly what their digest says.
    private static func decode(_ bytes: [UInt8]) -> [String: [UInt8]]? {
        var reader = ByteRecordReader(bytes)
        guard reader.readInt() == format, let digest = reader.readFingerprint(), let count = reader.readInt(), count >= 0 else { return nil }
        var entries: [String: [UInt8]] = [:]
        var fingerprints: [(file: String, entry: Fingerprint)] = []
        for _ in 0..<count {
            guard let file = reader.readString(), let entry = reader.readBytes() else { return nil }
            entries[file] = entry
            fingerprints.append((file, fingerprint(of: entry)))
        }
        guard reader.isAtEnd, Self.digest(of: fingerprints) == digest else { return nil }
        return entries
    }
}
