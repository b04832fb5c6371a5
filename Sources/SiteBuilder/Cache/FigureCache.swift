import Foundation

/// Rendered figures kept between builds, one file per block named by its `FigureKey`, so a rebuild
/// draws only the blocks whose inputs changed. Safe to use from several threads: files are written
/// under a temporary name and renamed into place, and the set of keys in use is locked.
///
/// A cache that cannot be read or written only makes the build slower: every failure is a miss.
final class FigureCache: @unchecked Sendable {
    /// Part of every key, and written to `version`: bump it whenever the evaluator, the layout
    /// engine, the renderer or the figure HTML change what a block turns into, and every stored
    /// figure is dropped.
    static let version = "fieldguide-figures-4"
    /// The folder's name beside the output folder.
    static let defaultFolderName = ".fieldguide-cache"

    let folder: String
    private let figures: String
    private let lock = NSLock()
    private var used: Set<Fingerprint> = []
    private var storedCount = 0
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

    /// Figures taken from the cache and figures drawn and stored, so far.
    var counts: (reused: Int, stored: Int) {
        lock.withLock { (reusedCount, storedCount) }
    }

    /// The stored figure for `key`, if there is a complete one.
    func figure(for key: Fingerprint) -> BlockRendering.Output? {
        guard let bytes = PlainFile.read(path(key)), let output = FigureRecord.decode(bytes) else { return nil }
        lock.withLock {
            used.insert(key)
            reusedCount += 1
        }
        return output
    }

    func store(_ output: BlockRendering.Output, for key: Fingerprint) {
        let file = path(key)
        let temporary = file + ".\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).tmp"
        guard (try? PlainFile.write(FigureRecord.encode(output), to: temporary)) != nil else { return }
        if rename(temporary, file) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        lock.withLock {
            used.insert(key)
            storedCount += 1
        }
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
        for name in names where Fingerprint(hex: Substring(name)).map({ !keep.contains($0) }) ?? true {
            try? FileManager.default.removeItem(atPath: (figures as NSString).appendingPathComponent(name))
        }
    }

    private func path(_ key: Fingerprint) -> String {
        (figures as NSString).appendingPathComponent(key.description)
    }
}
