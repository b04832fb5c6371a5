import Foundation

/// A build's output, written into a fresh folder next to the destination and swapped in only when
/// every file is there, so a failed build never leaves a half-written site (the previous one stays).
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
    private let lock = NSLock()
    private var isFinished = false

    /// Creates `.<name>.building-<pid>` beside `destination` (or beside the folder it links to),
    /// after clearing what killed builds left there, and marks it as a site; refuses a destination
    /// that holds the content or templates, or that `OutputFolder` does not let a build replace.
    init(destination: String, protecting inputs: [String], force: Bool = false) throws {
        let target = try OutputFolder.target(of: destination, protecting: inputs, force: force)
        let processID = ProcessInfo.processInfo.processIdentifier
        self.destination = target
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
    func link(_ existing: String, to sitePath: String) throws -> Bool {
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
    func commit() throws {
        let fileManager = FileManager.default
        if let (entry, reason) = OutputFolder.firstUndeletable(in: destination) {
            throw SiteBuildError(
                "cannot replace the site in '\(destination)': its file '\(entry)' cannot be deleted, as \(reason); "
                    + "the previous site is left as it was. Make it deletable (or remove it) and build again")
        }
        let keptNames = OutputFolder.moveKept(from: destination, to: path)
        if fileManager.fileExists(atPath: destination), FolderExchange.exchange(path, destination) {
            isFinished = true
            try removePrevious(at: path)
            return
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
        let isPlainFile = (try? FileManager.default.attributesOfItem(atPath: previous)[.type] as? FileAttributeType) == .typeRegular
        if isPlainFile, FileManager.default.contents(atPath: previous) == Data(OutputFolder.markerText.utf8), try link(previous, to: OutputFolder.marker) {
            return
        }
        try write(OutputFolder.markerText, to: OutputFolder.marker)
    }

    /// Claims `sitePath` and creates its folder, once per folder (a site's thousand pages share a few).
    private func prepare(_ sitePath: String) throws -> String {
        guard lock.withLock({ written.insert(sitePath).inserted }) else { throw SiteBuildError("'\(sitePath)' would be written twice") }
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
