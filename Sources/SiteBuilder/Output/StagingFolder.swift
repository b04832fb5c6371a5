import Foundation

/// A build's output, written into a fresh folder next to the destination and swapped in only when
/// every file is there, so a failed build never leaves a half-written site (the previous one stays).
final class StagingFolder {
    let destination: String
    let path: String
    /// Site paths written so far, so nothing is written twice; pages are written from several threads.
    private var written: Set<String> = []
    private let lock = NSLock()
    private var isFinished = false

    /// Creates `.<name>.building-<pid>` beside `destination`; refuses a destination that holds the
    /// content or templates (replacing it would delete them).
    init(destination: String, protecting inputs: [String]) throws {
        let target = URL(fileURLWithPath: destination).standardizedFileURL.resolvingSymlinksInPath()
        for input in inputs {
            let protected = URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath().path
            if protected == target.path || protected.hasPrefix(target.path.hasSuffix("/") ? target.path : target.path + "/") {
                throw SiteBuildError("the output folder '\(destination)' contains '\(input)'; choose another output folder")
            }
        }
        let parent = target.deletingLastPathComponent().path
        self.destination = target.path
        self.path = (parent as NSString).appendingPathComponent(".\(target.lastPathComponent).building-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(atPath: path)
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw SiteBuildError("cannot create '\(path)': \(error.localizedDescription)")
        }
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

    /// Puts the staged site in place of the destination: the old one is moved aside, the new one
    /// moved in, then the old one removed; if the move fails, the old one is put back.
    func commit() throws {
        let fileManager = FileManager.default
        let previous = path.replacingOccurrences(of: ".building-", with: ".previous-")
        let hadPrevious = fileManager.fileExists(atPath: destination)
        do {
            if hadPrevious { try fileManager.moveItem(atPath: destination, toPath: previous) }
            try fileManager.moveItem(atPath: path, toPath: destination)
        } catch {
            if hadPrevious, !fileManager.fileExists(atPath: destination) { try? fileManager.moveItem(atPath: previous, toPath: destination) }
            throw SiteBuildError("cannot move the new site into '\(destination)': \(error.localizedDescription)")
        }
        isFinished = true
        if hadPrevious { try? fileManager.removeItem(atPath: previous) }
    }

    /// Removes the staged files.
    func discard() {
        isFinished = true
        try? FileManager.default.removeItem(atPath: path)
    }

    private func prepare(_ sitePath: String) throws -> String {
        guard lock.withLock({ written.insert(sitePath).inserted }) else { throw SiteBuildError("'\(sitePath)' would be written twice") }
        let file = file(sitePath)
        let folder = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw SiteBuildError("cannot create the folder for '\(sitePath)': \(error.localizedDescription)")
        }
        return file
    }
}
