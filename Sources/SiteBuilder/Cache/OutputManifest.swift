import Foundation

/// What the previous build wrote into the output folder: per site path, the fingerprint of the
/// inputs it was made from and the size and modification time the file had. A page whose inputs
/// have the same fingerprint, and whose file is still the one written (not edited or replaced
/// since), is hard-linked into the new site instead of being rendered and written again.
///
/// Kept in the cache folder as `output-<output folder name>`; lines of
/// `<fingerprint> <size> <mtime ns> <site path>`. Safe to use from several threads.
final class OutputManifest: @unchecked Sendable {
    struct Entry: Equatable, Sendable {
        let fingerprint: Fingerprint
        let size: Int
        let modified: Int
    }

    /// A process that builds again (`serve`'s worker) reads the file only when another process wrote it.
    private static let remembered = RememberedFiles<[String: Entry]>()

    private let file: String
    private let previous: [String: Entry]
    private let lock = NSLock()
    private var current: [String: Entry] = [:]
    /// Site paths whose file in the output folder this build found as the previous build wrote
    /// it: a reused page is checked when its article is settled, then kept and recorded, and one
    /// `lstat` answers all three, or none when the no-change check's walk found them all.
    /// By site path, as the two checks name the output folder differently.
    private var verified: Set<String> = []

    /// - Parameter found: the entries of a walk that found the output folder exactly as a manifest
    ///   lists it (`UnchangedBuild.writtenOutput`): the files it found as this manifest lists them
    ///   need no `lstat` of their own.
    init(cacheFolder: String, output: String, found: Prefetched<[String: Entry]?>? = nil) {
        let name = URL(fileURLWithPath: output).standardizedFileURL.lastPathComponent
        file = (cacheFolder as NSString).appendingPathComponent("output-" + name)
        previous = Self.read(file)
        if let found = found?.value {
            verified = Set(previous.lazy.filter { path, entry in found[path].map { ($0.size, $0.modified) == (entry.size, entry.modified) } ?? false }.map(\.key))
        }
    }

    /// The manifest's entries: remembered by this process, or read.
    private static func read(_ file: String) -> [String: Entry] {
        let identity = FileIdentity(of: file)
        if let identity, let remembered = remembered.contents(of: file, identity: identity) { return remembered }
        let entries = PlainFile.read(file).flatMap(entries(in:)) ?? [:]
        if let identity, identity == FileIdentity(of: file) { remembered.remember(entries, of: file, identity: identity) }
        return entries
    }

    /// True when `file`, the output folder's copy of `sitePath`, is what the previous build wrote
    /// there from inputs with this fingerprint.
    func matches(_ sitePath: String, fingerprint: Fingerprint, file: String) -> Bool {
        guard let entry = previous[sitePath], entry.fingerprint == fingerprint else { return false }
        if lock.withLock({ verified.contains(sitePath) }) { return true }
        guard let stat = Self.stat(file), stat.size == entry.size, stat.modified == entry.modified else { return false }
        lock.withLock { _ = verified.insert(sitePath) }
        return true
    }

    /// Notes that the output folder's copy of `sitePath`, which `matches` accepted, stays.
    func recordKept(_ sitePath: String) {
        lock.withLock { current[sitePath] = previous[sitePath] }
    }

    /// Notes that `file` now holds `sitePath`, made from inputs with this fingerprint.
    func record(_ sitePath: String, fingerprint: Fingerprint, file: String) {
        guard let stat = Self.stat(file) else { return }
        lock.withLock { current[sitePath] = Entry(fingerprint: fingerprint, size: stat.size, modified: stat.modified) }
    }

    /// What this build recorded, for the next build, to write once the new site is in place.
    func pending() -> PendingCacheFile {
        let entries = lock.withLock { current }
        // Written as bytes: interpolating a thousand lines was a millisecond of a one-article rebuild.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(entries.count * 96)
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            entry.fingerprint.appendHex(to: &bytes)
            for number in [entry.size, entry.modified] {
                bytes.append(UInt8(ascii: " "))
                bytes.append(contentsOf: String(number).utf8)
            }
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: path.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        let file = file
        return PendingCacheFile(path: file, bytes: bytes) { identity in
            if let identity { Self.remembered.remember(entries, of: file, identity: identity) }
        }
    }

    /// The entries of a manifest file's bytes; nil when a line is not `<fingerprint> <size> <mtime
    /// ns> <site path>`. Read field by field from the bytes: a no-change build reads a thousand
    /// lines, and splitting them into substrings was a sixth of its time.
    static func entries(in bytes: [UInt8]) -> [String: Entry]? {
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(bytes.count / 80)
        var lines = bytes[...]
        while !lines.isEmpty {
            let end = lines.firstIndex(of: UInt8(ascii: "\n")) ?? lines.endIndex
            var line = lines[..<end]
            lines = lines[(end < lines.endIndex ? end + 1 : end)...]
            if line.isEmpty { continue }
            guard let fingerprint = field(of: &line).flatMap({ Fingerprint(hexDigits: $0) }), let size = field(of: &line).flatMap(integer),
                  let modified = field(of: &line).flatMap(integer), !line.isEmpty
            else { return nil }
            entries[String(decoding: line, as: UTF8.self)] = Entry(fingerprint: fingerprint, size: size, modified: modified)
        }
        return entries
    }

    /// The line's bytes up to its next space, which `line` is left after; nil when there is none.
    private static func field(of line: inout ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard let space = line.firstIndex(of: UInt8(ascii: " ")) else { return nil }
        defer { line = line[(space + 1)...] }
        return line[..<space]
    }

    /// A decimal integer, with a minus sign when negative (as `String(Int)` writes it).
    private static func integer(_ digits: ArraySlice<UInt8>) -> Int? {
        let negative = digits.first == UInt8(ascii: "-")
        let magnitude = negative ? digits.dropFirst() : digits
        guard !magnitude.isEmpty else { return nil }
        var value = 0
        for digit in magnitude {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = tens.addingReportingOverflow(Int(digit - UInt8(ascii: "0")) * (negative ? -1 : 1))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
    }

    /// Size and modification time in nanoseconds, or nil when there is no such file.
    private static func stat(_ path: String) -> (size: Int, modified: Int)? {
        var info = Foundation.stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return (Int(info.st_size), Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
    }
}
