import Foundation

/// The previous build's `ArticleRecord`s and the fingerprint of what every page shared then, kept
/// in the cache folder as `articles-<output folder name>` (one file, read once, written whole at the
/// end of a build that replaced the output). A missing, truncated or foreign file reads as empty:
/// the build then parses and renders everything, as a first build does.
struct ArticleRecordStore {
    /// Ties the file to this layout.
    private static let format = 1

    let file: String
    /// `SiteFingerprint` of the build that wrote the records.
    let site: Fingerprint?
    let records: [String: ArticleRecord]

    init(cacheFolder: String, output: String) {
        let name = URL(fileURLWithPath: output).standardizedFileURL.lastPathComponent
        file = (cacheFolder as NSString).appendingPathComponent("articles-" + name)
        let stored = FileManager.default.contents(atPath: file).flatMap { Self.decode([UInt8]($0)) }
        site = stored?.site
        records = stored?.records ?? [:]
    }

    /// Replaces the file with these records (after the new site is in place).
    func save(site: Fingerprint, records: [ArticleRecord]) {
        var writer = ByteRecordWriter()
        writer.write(Self.format)
        writer.write(site)
        writer.write(records.count)
        for record in records.sorted(by: { $0.file < $1.file }) { record.encode(into: &writer) }
        let temporary = file + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard (try? PlainFile.write(Data(writer.bytes), to: temporary)) != nil else { return }
        if rename(temporary, file) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }

    private static func decode(_ bytes: [UInt8]) -> (site: Fingerprint, records: [String: ArticleRecord])? {
        var reader = ByteRecordReader(bytes)
        guard reader.readInt() == format, let site = reader.readFingerprint(), let count = reader.readInt(), count >= 0 else { return nil }
        var records: [String: ArticleRecord] = [:]
        for _ in 0..<min(count, bytes.count) {
            guard let record = ArticleRecord.decode(from: &reader) else { return nil }
            records[record.file] = record
        }
        guard records.count == count, reader.isAtEnd else { return nil }
        return (site, records)
    }
}
