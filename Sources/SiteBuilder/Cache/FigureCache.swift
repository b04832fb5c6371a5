import Foundation

/// Rendered figures kept between builds, so a rebuild draws only the blocks whose inputs changed:
/// one file per article, named after the article's file, holding each block's figure under its
/// `FigureKey`. One file per article, not per block, because creating a file costs far more than
/// writing it (about 0.6 ms each on ext4, most of a cold build's system time at 5,000 blocks), and
/// a block's key chains every earlier block of its article, so an article's figures change together.
/// Safe to use from several threads: each article is stored by one, files are written under a
/// temporary name and renamed into place, and the set of files in use is locked.
///
/// A cache that cannot be read or written only makes the build slower: every failure is a miss.
final class FigureCache: @unchecked Sendable {
    /// Part of every key, and written to `version`: bump it whenever the evaluator, the layout
    /// engine, the renderer or the figure HTML change what a block turns into, and every stored
    /// figure is dropped.
    static let version = "fieldguide-figures-5"
    /// The folder's name beside the output folder.
    static let defaultFolderName = ".fieldguide-cache"

    let folder: String
    private let figures: String
    private let lock = NSLock()
    private var used: Set<String> = []
    private var reusedCount = 0
    private var prunes = true

    /// Opens (or creates) the cache in `folder`; a cache written by another version is emptied first.
    init(folder: String) {
        self.folder = folder
        self.figures = (folder as NSString).appendingPathComponent("figures")
        let versionFile = (folder as NSString).appendingPathComponent("version")
        let manager = FileManager.default
        if manager.contents(atPath: versionFile).map({ String(decoding: $0, as: UTF8.self) }) != Self.version {
            try? manager.removeItem(atPath: figures)
            try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            _ = manager.createFile(atPath: versionFile, contents: Data(Self.version.utf8))
        }
        try? manager.createDirectory(atPath: figures, withIntermediateDirectories: true)
    }

    /// The cache for a build's options: `.fieldguide-cache` beside the output folder unless another
    /// folder is given; none when caching is off or nothing is written.
    static func forBuild(_ options: BuildOptions) -> FigureCache? {
        guard options.usesCache, let output = options.outputFolder else { return nil }
        return FigureCache(folder: options.cacheFolder ?? defaultFolder(besideOutput: output))
    }

    /// `.fieldguide-cache` in the folder that holds `output`: where `build` keeps its cache, and
    /// where `check` looks for it.
    static func defaultFolder(besideOutput output: String) -> String {
        let parent = (URL(fileURLWithPath: output).standardizedFileURL.path as NSString).deletingLastPathComponent
        return (parent as NSString).appendingPathComponent(defaultFolderName)
    }

    /// Figures taken from the cache so far.
    var reusedFigureCount: Int {
        lock.withLock { reusedCount }
    }

    /// The figures stored for the article in `file`, by key; empty when none can be read.
    func figures(of file: String) -> [Fingerprint: BlockRendering.Output] {
        PlainFile.read(path(file)).flatMap(Self.decode) ?? [:]
    }

    /// Keeps the article's figures, one per block in order, in place of what was stored for it:
    /// `reused` of them came from `figures(of:)`, and the file is written only when `changed`.
    func keep(_ figures: [(key: Fingerprint, output: BlockRendering.Output)], of file: String, reused: Int, changed: Bool) {
        lock.withLock {
            used.insert(Self.name(file))
            reusedCount += reused
        }
        guard changed else { return }
        let target = path(file)
        let temporary = target + ".\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).tmp"
        guard (try? PlainFile.write(Self.encode(figures), to: temporary)) != nil else { return }
        if rename(temporary, target) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }

    /// Keeps every stored figure at the end of this build: some articles' figures came from
    /// memory (`ExampleCache`), so not using a stored figure does not mean it is stale.
    func keepUnused() {
        lock.withLock { prunes = false }
    }

    /// Removes every figure this build did not use, so the cache holds one site's figures, not
    /// every version of them (unless `keepUnused()` was called).
    func removeUnused() {
        guard lock.withLock({ prunes }), let names = try? FileManager.default.contentsOfDirectory(atPath: figures) else { return }
        let keep = lock.withLock { used }
        for name in names where !keep.contains(name) {
            try? FileManager.default.removeItem(atPath: (figures as NSString).appendingPathComponent(name))
        }
    }

    /// The article's file in the cache: the fingerprint of its name.
    static func name(_ file: String) -> String {
        var hasher = FingerprintHasher()
        hasher.combine(file)
        return hasher.finalize().description
    }

    private func path(_ file: String) -> String {
        (figures as NSString).appendingPathComponent(Self.name(file))
    }

    /// Ties stored files to this layout; a file of another layout fails to read.
    private static let format = 1

    /// The count, then each figure's key and its `FigureRecord`.
    private static func encode(_ figures: [(key: Fingerprint, output: BlockRendering.Output)]) -> [UInt8] {
        var writer = ByteRecordWriter()
        writer.write(format)
        writer.write(figures.count)
        for figure in figures {
            writer.write(figure.key)
            writer.write(FigureRecord.encode(figure.output))
        }
        return writer.bytes
    }

    /// What `encode` wrote, or nil when the bytes are not a complete file.
    private static func decode(_ bytes: [UInt8]) -> [Fingerprint: BlockRendering.Output]? {
        var reader = ByteRecordReader(bytes)
        guard reader.readInt() == format, let count = reader.readInt(), count >= 0 else { return nil }
        var figures: [Fingerprint: BlockRendering.Output] = [:]
        for _ in 0..<count {
            guard let key = reader.readFingerprint(), let output = reader.readBytes().flatMap(FigureRecord.decode) else { return nil }
            figures[key] = output
        }
        return reader.isAtEnd ? figures : nil
    }
}
