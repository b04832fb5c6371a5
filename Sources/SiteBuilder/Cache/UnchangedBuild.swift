import Diagnostics
import Foundation

/// The no-change shortcut: a build whose inputs are all as the previous build found them, into an
/// output folder that still holds exactly what that build wrote, would write the same bytes and
/// report the same findings, so it ends at once with the previous build's report (as `make` skips
/// an up-to-date target). Running `fieldguide build` twice costs a few milliseconds the second time.
///
/// The inputs are fingerprinted without being read (`BuildInputs`). The output folder is compared
/// with the previous build's `OutputManifest`: every file it lists, with its size and modification
/// time, and nothing else but the marker and what a build keeps. The article records must be the
/// file that build left (`ArticleRecordStore`). Kept in the cache folder as `build-<output folder
/// name>`: the inputs' fingerprint, the records file's identity, then the report. Any doubt (a
/// missing or foreign file, a symbolic link among the inputs, a killed build's leftovers) means a
/// full build.
struct UnchangedBuild {
    /// Ties the file to this layout.
    private static let format = 1

    let file: String
    /// The inputs' fingerprint now; nil when they cannot be fingerprinted (no shortcut, none saved).
    let inputs: Fingerprint?
    /// The content folder as the fingerprint found it, for the build to list (`ContentWalk`).
    let content: ContentWalk?
    private let output: String
    private let manifest: String
    private let records: String
    /// The previous build's manifest entries when the output folder is exactly as that build left
    /// it (nil when it is not), found on the other core while this one fingerprints the inputs:
    /// each is a walk of a thousand `lstat`s. A rebuild's settling takes its reused pages as found
    /// here instead of checking each again (`OutputManifest`).
    let writtenOutput: Prefetched<[String: OutputManifest.Entry]?>?

    /// For a build with the cache on and an output folder; nil otherwise.
    init?(options: BuildOptions) {
        guard options.usesCache, let output = options.outputFolder else { return nil }
        let cache = options.cacheFolder ?? FigureCache.defaultFolder(besideOutput: output)
        let name = URL(fileURLWithPath: output).standardizedFileURL.lastPathComponent
        file = (cache as NSString).appendingPathComponent("build-" + name)
        manifest = (cache as NSString).appendingPathComponent("output-" + name)
        records = (cache as NSString).appendingPathComponent("articles-" + name)
        self.output = output
        writtenOutput = FileManager.default.fileExists(atPath: file) ? Prefetched { [manifest, output] in
            Self.outputAsWritten(output: output, manifest: manifest)
        } : nil
        let found = BuildInputs.fingerprint(options)
        inputs = found?.fingerprint
        content = found?.content
    }

    /// The previous build's report, when this build would repeat it; nil means build. A miss also
    /// forgets the saved build, so a build that fails later cannot leave a stale one behind.
    func previousReport(started: ContinuousClock.Instant) -> BuildReport? {
        guard let inputs, let bytes = FileManager.default.contents(atPath: file) else { return nil }
        var reader = ByteRecordReader([UInt8](bytes))
        guard reader.readInt() == Self.format, reader.readFingerprint() == inputs, reader.readFingerprint() == Self.identity(of: records),
              let report = Self.decodeReport(&reader), reader.isAtEnd, writtenOutput?.value != nil
        else {
            try? FileManager.default.removeItem(atPath: file)
            return nil
        }
        return report(ContinuousClock.now - started)
    }

    /// Saves a completed build's report with the inputs' fingerprint taken before it read them
    /// (an input changed during the build then differs next time, and that build is done again).
    func save(_ report: BuildReport) {
        guard let inputs else { return }
        var writer = ByteRecordWriter()
        writer.write(Self.format)
        writer.write(inputs)
        writer.write(Self.identity(of: records))
        Self.encode(report, into: &writer)
        PendingCacheFile(path: file, bytes: writer.bytes).write()
    }

    /// The manifest's entries when the output folder holds its files as written, the marker and
    /// what a build keeps, and nothing else, and no killed build left folders beside it; nil otherwise.
    private static func outputAsWritten(output: String, manifest: String) -> [String: OutputManifest.Entry]? {
        guard let listed = PlainFile.read(manifest).flatMap(OutputManifest.entries(in:)) else { return nil }
        let folder = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath().path
        return noLeftovers(beside: folder) && matches(folder: folder, listed: listed) ? listed : nil
    }

    private static func noLeftovers(beside folder: String) -> Bool {
        let prefix = "." + (folder as NSString).lastPathComponent + "."
        let parent = (folder as NSString).deletingLastPathComponent
        return ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).allSatisfy { !$0.hasPrefix(prefix) }
    }

    /// Walks the folder: every plain file is listed with its size and time, every listed file is
    /// there, the marker is, and the only other entries are folders and the kept entries at the top.
    private static func matches(folder: String, listed: [String: OutputManifest.Entry]) -> Bool {
        let isKept = OutputFolder.isKept
        guard let entries = FolderWalk.entries(below: folder, skipping: isKept) else { return false }
        var found = 0, marked = false
        for entry in entries where !isKept(entry.path) && !entry.isFolder {
            let info = entry.info
            guard info.st_mode & S_IFMT == S_IFREG else { return false }
            if entry.path == OutputFolder.marker {
                marked = true
                continue
            }
            let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
            guard let file = listed[entry.path], file.size == Int(info.st_size), file.modified == modified else { return false }
            found += 1
        }
        return marked && found == listed.count
    }

    /// A file's identity (`FileIdentity`) as one fingerprint; that of no values for a missing file.
    private static func identity(of file: String) -> Fingerprint {
        FileIdentity(of: file)?.fingerprint ?? FingerprintHasher().finalize()
    }

    private static func encode(_ report: BuildReport, into writer: inout ByteRecordWriter) {
        for count in [report.pageCount, report.articleCount, report.previewCount, report.unevaluatedCount] { writer.write(count) }
        writer.write(report.diagnostics)
        writer.write(report.templateDiagnostics)
        writer.write(report.pages.count)
        for (file, page) in report.pages.sorted(by: { $0.key < $1.key }) {
            writer.write(file)
            writer.write(page.url)
            writer.write(page.figures)
        }
    }

    /// The saved report as an unchanged build reports it, once its duration is known: every article
    /// reused, no figure drawn or taken from the figure cache.
    private static func decodeReport(_ reader: inout ByteRecordReader) -> ((Duration) -> BuildReport)? {
        guard let pageCount = reader.readInt(), let articleCount = reader.readInt(), let previewCount = reader.readInt(),
              let unevaluatedCount = reader.readInt(), let diagnostics = reader.readDiagnostics(),
              let templateDiagnostics = reader.readDiagnostics(), let pageTotal = reader.readInt(), pageTotal >= 0
        else { return nil }
        var pages: [String: DiagnosticPage] = [:]
        for _ in 0..<pageTotal {
            guard let file = reader.readString(), let url = reader.readString(), let figures = reader.readFigures() else { return nil }
            pages[file] = DiagnosticPage(url: url, figures: figures)
        }
        return { duration in
            var report = BuildReport(
                pageCount: pageCount, articleCount: articleCount, previewCount: previewCount, unevaluatedCount: unevaluatedCount,
                reusedArticleCount: articleCount, diagnostics: diagnostics, duration: duration)
            report.templateDiagnostics = templateDiagnostics
            report.pages = pages
            return report
        }
    }
}
