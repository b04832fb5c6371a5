import Foundation

/// The previous build's `ArticleRecord`s, the fingerprint of what every page shared then, its
/// articles' navigation fingerprints (`NavigationFingerprints.Stored`), kept in the cache folder as
/// `articles-<output folder name>` (one file, written whole at the end of a build that replaced
/// the output). A missing, truncated or foreign file reads as empty: the build then parses and
/// renders everything, as a first build does. So do records whose search entries
/// (`SearchEntryStore`) are not all there.
///
/// A process that builds again (`serve`'s worker) keeps what it last read or wrote in memory
/// and reads the file again only when another process replaced it.
struct ArticleRecordStore {
    /// Ties the file to this layout.
    private static let format = 3
    /// About what a record holds (names, anchors, findings), for the buffer's first size; a larger
    /// file only grows it.
    private static let recordSize = 1024
    private static let remembered = RememberedFiles<Contents>()

    private typealias Contents = (site: Fingerprint, navigation: NavigationFingerprints.Stored, records: [String: ArticleRecord])

    let file: String
    /// `SiteFingerprint` of the build that wrote the records.
    let site: Fingerprint?
    /// The articles' navigation fingerprints of the build that wrote the records.
    let navigation: NavigationFingerprints.Stored?
    let records: [String: ArticleRecord]
    /// The records' search entries.
    let searchEntries: SearchEntryStore
    /// The digest of the records' search entries (`SearchEntryStore.digest(of:)`).
    let searchDigest: Fingerprint

    init(cacheFolder: String, output: String) {
        let name = URL(fileURLWithPath: output).standardizedFileURL.lastPathComponent
        file = (cacheFolder as NSString).appendingPathComponent("articles-" + name)
        searchEntries = SearchEntryStore(cacheFolder: cacheFolder, output: output)
        let contents = Self.contents(of: file)
        let digest = Self.searchDigest(of: contents?.records.values.map { $0 } ?? [])
        guard let contents, digest == searchEntries.storedDigest() else {
            (site, navigation, records, searchDigest) = (nil, nil, [:], Self.searchDigest(of: []))
            return
        }
        (site, navigation, records, searchDigest) = (contents.site, contents.navigation, contents.records, digest)
    }

    /// The digest of these records' search entries, as `SearchEntryStore` heads its file with.
    static func searchDigest(of records: [ArticleRecord]) -> Fingerprint {
        SearchEntryStore.digest(of: records.map { ($0.file, $0.searchEntry) })
    }

    /// What the file holds: remembered by this process, or read.
    private static func contents(of file: String) -> Contents? {
        let identity = FileIdentity(of: file)
        if let identity, let remembered = remembered.contents(of: file, identity: identity) { return remembered }
        let stored = PlainFile.read(file).flatMap(decode)
        if let stored, let identity, identity == FileIdentity(of: file) { remembered.remember(stored, of: file, identity: identity) }
        return stored
    }

    /// Records encoded ahead of `pending`, in file order: a rebuild encodes the thousand records
    /// it reuses on another core while it renders the others, rather than all of them at the end.
    struct EncodedRecords: Sendable {
        /// The records, by file.
        fileprivate let records: [String: ArticleRecord]
        /// Their files, sorted.
        fileprivate var files: [String] = []
        /// Where each record's bytes end in `writer`.
        fileprivate var ends: [Int] = []
        fileprivate var writer = ByteRecordWriter()

        init(_ records: [String: ArticleRecord]) {
            self.records = records
            files = records.keys.sorted()
            ends.reserveCapacity(files.count)
            writer.reserveCapacity(files.count * ArticleRecordStore.recordSize)
            for file in files {
                records[file]!.encode(into: &writer)
                ends.append(writer.bytes.count)
            }
        }

        /// The bytes of the record at `index` in `files`.
        fileprivate func bytes(at index: Int) -> ArraySlice<UInt8> {
            writer.bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
        }
    }

    /// The file's new contents: the `reused` records, already encoded, and the `fresh` ones, to
    /// replace it with once the new site is in place.
    func pending(site: Fingerprint, navigation: NavigationFingerprints.Stored, fresh: [ArticleRecord], reused encoded: EncodedRecords) -> PendingCacheFile {
        var writer = ByteRecordWriter()
        writer.reserveCapacity(64 + encoded.writer.bytes.count + fresh.count * Self.recordSize)
        writer.write(Self.format)
        writer.write(site)
        writer.write(navigation.digest)
        writer.write(navigation.articles.count)
        for (file, fingerprint) in navigation.articles.sorted(by: { $0.key < $1.key }) {
            writer.write(file)
            writer.write(fingerprint)
        }
        writer.write(fresh.count + encoded.files.count)
        // Both in file order, merged.
        let fresh = fresh.sorted { $0.file < $1.file }
        var next = 0
        for (index, file) in encoded.files.enumerated() {
            while next < fresh.count, fresh[next].file < file {
                fresh[next].encode(into: &writer)
                next += 1
            }
            writer.append(encoded.bytes(at: index))
        }
        for record in fresh[next...] { record.encode(into: &writer) }
        var byFile = encoded.records
        for record in fresh { byFile[record.file] = record }
        let file = file
        return PendingCacheFile(path: file, bytes: writer.bytes) { [byFile] identity in
            if let identity { Self.remembered.remember((site, navigation, byFile), of: file, identity: identity) }
        }
    }

    private static func decode(_ bytes: [UInt8]) -> Contents? {
        var reader = ByteRecordReader(bytes)
        guard reader.readInt() == format, let site = reader.readFingerprint(), let navigation = decodeNavigation(from: &reader),
              let count = reader.readInt(), count >= 0 else { return nil }
        var records: [String: ArticleRecord] = [:]
        records.reserveCapacity(min(count, 100_000))
        for _ in 0..<min(count, bytes.count) {
            guard let record = ArticleRecord.decode(from: &reader) else { return nil }
            records[record.file] = record
        }
        guard records.count == count, reader.isAtEnd else { return nil }
        return (site, navigation, records)
    }

    private static func decodeNavigation(from reader: inout ByteRecordReader) -> NavigationFingerprints.Stored? {
        guard let digest = reader.readFingerprint(), let count = reader.readInt(), count >= 0 else { return nil }
        var articles: [String: Fingerprint] = [:]
        articles.reserveCapacity(min(count, 100_000))
        for _ in 0..<count {
            guard let file = reader.readString(), let fingerprint = reader.readFingerprint() else { return nil }
            articles[file] = fingerprint
        }
        return NavigationFingerprints.Stored(digest: digest, articles: articles)
    }
}
