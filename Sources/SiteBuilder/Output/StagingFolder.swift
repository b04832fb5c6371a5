import Foundation

/// A build's output, written into a fresh folder next to the destination and put in place only when
/// every file is there, so a failed build never leaves a half-written site (the previous one stays).
///
/// A full build's folder holds the whole site and is exchanged with the destination in one step.
/// An incremental build (`updatesInPlace`) stages only the files that changed: an unchanged file
/// stays where it is, and the commit moves each staged file over its old copy (one atomic rename
/// a file) and deletes what the site no longer has. Linking a thousand unchanged pages into a
/// new folder and deleting the old one was the largest cost of a one-article rebuild.
final class StagingFolder {
    /// What a folder beside the destination is for; its name is `.<destination name>.<kind>-<process id>`.
    private enum Kind: String {
        /// The site being written.
        case building
        /// The previous site while a swap without exchange moves it aside.
        case previous
    }

    let destination: String
    let path: String
    private let processID: Int32
    /// Site paths written so far, so nothing is written twice; pages are written from several threads.
    private var written: Set<String> = []
    /// Folders of the staged site known to exist.
    private var createdFolders: Set<String> = []
    /// Site paths left in place in the destination, unchanged (`updatesInPlace` only).
    private var unchanged: Set<String> = []
    /// The folders that site paths claimed so far lie in.
    private var claimedFolders: Set<String> = []
    private let lock = NSLock()
    private var isFinished = false
    /// Whether the commit updates the destination file by file instead of exchanging folders.
    let updatesInPlace: Bool

    /// Creates `.<name>.building-<pid>` beside `destination` (or beside the folder it links to),
    /// after clearing what killed builds left there, and marks it as a site; refuses a destination
    /// that holds the content or templates, or that `OutputFolder` does not let a build replace.
    /// `inPlace`: an incremental build, which updates a destination that is a site already in place.
    init(destination: String, protecting inputs: [String], force: Bool = false, inPlace: Bool = false) throws {
        let target = try OutputFolder.target(of: destination, protecting: inputs, force: force)
        let processID = ProcessInfo.processInfo.processIdentifier
        self.destination = target
        updatesInPlace = inPlace && Self.type(of: (target as NSString).appendingPathComponent(OutputFolder.marker)) == S_IFREG
        self.processID = processID
        self.path = Self.sibling(of: target, kind: .building, processID: processID)
        Self.recoverFromKilledBuilds(of: target)
        try? FileManager.default.removeItem(atPath: path)
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw SiteBuildError("cannot create '\(path)': \(error.localizedDescription)")
        }
        try writeMarker()
    }

    deinit {
        if !isFinished { discard() }
    }

    func contains(_ sitePath: String) -> Bool { lock.withLock { written.contains(sitePath) } }

    func write(_ text: String, to sitePath: String) throws {
        try write(Data(text.utf8), to: sitePath)
    }

    func write(_ data: Data, to sitePath: String) throws {
        let file = try prepare(sitePath)
        do {
            try PlainFile.write(data, to: file)
        } catch {
            throw SiteBuildError("cannot write '\(sitePath)': \(error)")
        }
    }

    /// Hard-links an existing file (the previous build's copy) into the staged site instead of
    /// writing it again; false when that is not possible, leaving `sitePath` free to be written.
    /// When updating in place, the destination's own copy of `sitePath` just stays.
    func link(_ existing: String, to sitePath: String) throws -> Bool {
        if updatesInPlace, existing == (destination as NSString).appendingPathComponent(sitePath) {
            try claim(sitePath)
            lock.withLock { _ = unchanged.insert(sitePath) }
            return true
        }
        let file = try prepare(sitePath)
        guard Foundation.link(existing, file) == 0 else {
            lock.withLock { _ = written.remove(sitePath) }
            return false
        }
        return true
    }

    /// Where `sitePath` is staged.
    func file(_ sitePath: String) -> String {
        (path as NSString).appendingPathComponent(sitePath)
    }

    /// Puts the staged site in place of the destination in one atomic exchange, then removes the
    /// previous site (now at the staging path). What `OutputFolder` keeps moves into the staged
    /// site first. Where folders cannot be exchanged, the old site is moved aside and the new one
    /// moved in; if that fails, the old one is put back with what was kept.
    /// A previous site with a file the build cannot delete is refused before anything moves.
    /// Returns the site paths the commit replaced, added or deleted, sorted, when it updated the
    /// destination in place; nil after a whole-folder swap, where every file is new.
    @discardableResult
    func commit() throws -> [String]? {
        let fileManager = FileManager.default
        if updatesInPlace {
            return try updateInPlace()
        }
        if let undeletable = OutputFolder.firstUndeletable(in: destination) { throw refusal(undeletable) }
        let keptNames = OutputFolder.moveKept(from: destination, to: path)
        if fileManager.fileExists(atPath: destination), FolderExchange.exchange(path, destination) {
            isFinished = true
            try removePrevious(at: path)
            return nil
        }
        let previous = Self.sibling(of: destination, kind: .previous, processID: processID)
        let hadPrevious = fileManager.fileExists(atPath: destination)
        do {
            if hadPrevious { try fileManager.moveItem(atPath: destination, toPath: previous) }
            try fileManager.moveItem(atPath: path, toPath: destination)
        } catch {
            if hadPrevious, !fileManager.fileExists(atPath: destination) { try? fileManager.moveItem(atPath: previous, toPath: destination) }
            if !keptNames.isEmpty { _ = OutputFolder.moveKept(from: path, to: destination) }
            throw SiteBuildError("cannot move the new site into '\(destination)': \(error.localizedDescription)")
        }
        isFinished = true
        if hadPrevious { try removePrevious(at: previous) }
        return nil
    }

    /// The incremental commit, in steps:
    /// 1. delete every file of the destination this build did not write or leave in place (what
    ///    `OutputFolder` keeps at the top is not looked at);
    /// 2. move each staged file over its old copy, making its folder when new;
    /// 3. remove the folders left empty, and the staging folder.
    /// A failure part-way leaves a site partly updated, which the next build finds changed
    /// against its manifest and writes again; the error says so. Returns the paths of 1 and 2.
    private func updateInPlace() throws -> [String] {
        let isKept = OutputFolder.isKept
        guard let entries = FolderWalk.kinds(below: destination, skipping: isKept) else {
            throw SiteBuildError("cannot read the site in '\(destination)' to update it; delete the folder and build again")
        }
        let claimed = lock.withLock { written }
        let stale = entries.filter { !$0.isFolder && !isKept($0.path) && !claimed.contains($0.path) }.map(\.path)
        let staged = claimed.subtracting(unchanged).sorted()
        let replaced = Set(entries.map(\.path)).intersection(staged)
        if let undeletable = OutputFolder.firstUndeletable(in: destination, among: stale + replaced.sorted()) { throw refusal(undeletable) }
        isFinished = true
        do {
            for sitePath in stale { try remove(sitePath) }
            for sitePath in staged { try move(sitePath) }
        } catch {
            throw SiteBuildError("the site in '\(destination)' is only partly updated: \(error); build again")
        }
        for folder in entries.filter({ $0.isFolder && !isKept($0.path) }).map(\.path).sorted(by: >) {
            rmdir((destination as NSString).appendingPathComponent(folder))
        }
        try? FileManager.default.removeItem(atPath: path)
        return (stale + staged).sorted()
    }

    private func refusal(_ undeletable: (path: String, reason: String)) -> SiteBuildError {
        SiteBuildError(
            "cannot replace the site in '\(destination)': its file '\(undeletable.path)' cannot be deleted, as \(undeletable.reason); "
                + "the previous site is left as it was. Make it deletable (or remove it) and build again")
    }

    private func remove(_ sitePath: String) throws {
        let file = (destination as NSString).appendingPathComponent(sitePath)
        guard unlink(file) == 0 || errno == ENOENT else { throw SiteBuildError("cannot delete '\(sitePath)': \(String(cString: strerror(errno)))") }
    }

    /// A folder where the new site has a file (a page that became a folder's `index.html`, or
    /// back) goes first; its files are stale by then. A link where the site needs a folder is
    /// replaced by a folder, never followed out of the site.
    private func move(_ sitePath: String) throws {
        let target = (destination as NSString).appendingPathComponent(sitePath)
        if Self.type(of: target) == S_IFDIR { try FileManager.default.removeItem(atPath: target) }
        let folder = (target as NSString).deletingLastPathComponent
        let folderType = Self.type(of: folder)
        if folderType != S_IFDIR {
            if folderType != nil { try FileManager.default.removeItem(atPath: folder) }
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        guard rename(file(sitePath), target) == 0 else { throw SiteBuildError("cannot move '\(sitePath)' into place: \(String(cString: strerror(errno)))") }
    }

    /// What is at `path` itself (`S_IFREG`, `S_IFDIR`, `S_IFLNK`…; a link is not followed); nil for nothing.
    private static func type(of path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// Deletes the previous site once the new one is in place; if that still fails (the old site
    /// changed during the build), the build fails saying where the remains are.
    private func removePrevious(at folder: String) throws {
        do {
            try FileManager.default.removeItem(atPath: folder)
        } catch {
            throw SiteBuildError("the new site is in '\(destination)', but the previous one could not be deleted from '\(folder)': \(error.localizedDescription); delete it by hand")
        }
    }

    /// Removes the staged files.
    func discard() {
        isFinished = true
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `.<name>.<kind>-<pid>` in the destination's parent folder.
    private static func sibling(of destination: String, kind: Kind, processID: Int32) -> String {
        let url = URL(fileURLWithPath: destination)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(kind.rawValue)-\(processID)").path
    }

    /// A build killed before it finished leaves its staging folder (holding what the site keeps,
    /// when killed just before the swap), and one killed between the two moves of a swap without
    /// exchange leaves the previous site aside with no destination. Folders of processes that no
    /// longer exist are removed; a previous site is first put back when the destination is
    /// missing, kept entries when the destination lacks them. Folders of running builds are left alone.
    private static func recoverFromKilledBuilds(of destination: String) {
        let fileManager = FileManager.default
        let parent = (destination as NSString).deletingLastPathComponent
        let prefix = ".\((destination as NSString).lastPathComponent)."
        for name in (try? fileManager.contentsOfDirectory(atPath: parent)) ?? [] where name.hasPrefix(prefix) {
            let suffix = name.dropFirst(prefix.count)
            guard let dash = suffix.lastIndex(of: "-"), let kind = Kind(rawValue: String(suffix[..<dash])),
                  let processID = Int32(suffix[suffix.index(after: dash)...]), !isRunning(processID)
            else { continue }
            let leftover = (parent as NSString).appendingPathComponent(name)
            if kind == .previous, !fileManager.fileExists(atPath: destination), (try? fileManager.moveItem(atPath: leftover, toPath: destination)) != nil {
                continue
            }
            if kind == .building, fileManager.fileExists(atPath: destination) { _ = OutputFolder.moveKept(from: leftover, to: destination) }
            try? fileManager.removeItem(atPath: leftover)
        }
    }

    /// Whether a process with this id exists (this one included).
    private static func isRunning(_ processID: Int32) -> Bool {
        kill(processID, 0) == 0 || errno == EPERM
    }

    /// Marks the staged site; the previous site's marker, a plain file saying the same, is linked
    /// instead, so a rebuild rewrites only the files that changed.
    private func writeMarker() throws {
        let previous = (destination as NSString).appendingPathComponent(OutputFolder.marker)
        if Self.type(of: previous) == S_IFREG, PlainFile.read(previous) == Array(OutputFolder.markerText.utf8), try link(previous, to: OutputFolder.marker) {
            return
        }
        try write(OutputFolder.markerText, to: OutputFolder.marker)
    }

    /// Claims `sitePath` for this build: once, and not where a claimed file needs a folder or a
    /// claimed folder a file. Files left in place are not in the staged folder, whose own
    /// folders would otherwise be the only check.
    private func claim(_ sitePath: String) throws {
        let folders = Self.folders(of: sitePath)
        try lock.withLock {
            guard written.insert(sitePath).inserted else { throw SiteBuildError("'\(sitePath)' would be written twice") }
            if let file = folders.first(where: written.contains) {
                throw SiteBuildError("cannot create the folder for '\(sitePath)': the site has a file '\(file)' there")
            }
            if claimedFolders.contains(sitePath) { throw SiteBuildError("cannot write '\(sitePath)': the site has a folder of that name") }
            claimedFolders.formUnion(folders)
        }
    }

    /// The folders a site path lies in, outermost first: `a`, `a/b` for `a/b/c.html` (built up
    /// part by part: joining slices made the runtime look up their conformances on every build).
    /// Most pages lie at the top, and splitting each of a thousand paths cost half a millisecond.
    private static func folders(of sitePath: String) -> [String] {
        guard sitePath.utf8.contains(UInt8(ascii: "/")) else { return [] }
        var folders: [String] = []
        for part in sitePath.split(separator: "/").dropLast() {
            folders.append(folders.last.map { $0 + "/" + part } ?? String(part))
        }
        return folders
    }

    /// Claims `sitePath` and creates its folder, once per folder (a site's thousand pages share a few).
    private func prepare(_ sitePath: String) throws -> String {
        try claim(sitePath)
        let file = file(sitePath)
        let folder = (file as NSString).deletingLastPathComponent
        guard !lock.withLock({ createdFolders.contains(folder) }) else { return file }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw SiteBuildError("cannot create the folder for '\(sitePath)': \(error.localizedDescription)")
        }
        lock.withLock { _ = createdFolders.insert(folder) }
        return file
    }
}
