import Foundation

/// What git knows about the content folder: the day each file was last committed and the folder's
/// path inside its repository, for "Last updated" dates, sitemap `lastmod` and "Edit this page"
/// links. Dates come from commits, never from file times, so one checkout always builds the same
/// bytes. Outside a repository, or without git, it knows nothing and pages carry no date.
struct SourceHistory: Sendable {
    /// `YYYY-MM-DD` of the newest commit touching each file, by path from the content folder.
    let lastCommitDays: [String: String]
    /// The content folder's path from the repository's root, ending in `/` (empty at the root);
    /// nil outside a repository.
    let folderInRepository: String?

    static let unknown = SourceHistory(lastCommitDays: [:], folderInRepository: nil)

    /// Two `git` runs: where the folder sits, and one walk of its history, newest first.
    static func read(contentFolder: String) -> SourceHistory {
        guard mayBeInRepository(contentFolder), let prefix = git(["rev-parse", "--show-prefix"], in: contentFolder) else { return .unknown }
        let log = git(["-c", "core.quotePath=false", "log", "--format=%x01%cs", "--name-only", "--relative", "--no-renames", "--", "."], in: contentFolder)
        return SourceHistory(lastCommitDays: log.map(days(fromLog:)) ?? [:], folderInRepository: prefix.trimmingCharacters(in: .newlines))
    }

    /// The commit the content folder's repository is at, after the folder's path in it; nil
    /// outside a repository. The same revision means the same history, so the same dates.
    static func revision(contentFolder: String) -> String? {
        guard mayBeInRepository(contentFolder) else { return nil }
        return git(["rev-parse", "--show-prefix", "HEAD"], in: contentFolder)
    }

    /// `git log --format=%x01%cs --name-only` lists commits newest first, each a `\u{1}` day line
    /// followed by its files: a file's first appearance is its newest commit.
    static func days(fromLog log: String) -> [String: String] {
        var days: [String: String] = [:]
        var day: String?
        for line in log.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("\u{1}") {
                day = String(line.dropFirst())
            } else if let day, days[String(line)] == nil {
                days[String(line)] = day
            }
        }
        return days
    }

    /// Whether git could find a repository for `folder`: `GIT_DIR` is set, or the folder or one
    /// above it holds a `.git` entry. Checked before running git because a no-change build pays
    /// for every process it starts, and most generated or scratch sites are in no repository.
    private static func mayBeInRepository(_ folder: String) -> Bool {
        if ProcessInfo.processInfo.environment["GIT_DIR"] != nil { return true }
        var path = URL(fileURLWithPath: folder).standardizedFileURL.path
        while true {
            var info = stat()
            if lstat(path + (path.hasSuffix("/") ? ".git" : "/.git"), &info) == 0 { return true }
            let parent = (path as NSString).deletingLastPathComponent
            if parent == path || parent.isEmpty { return false }
            path = parent
        }
    }

    /// `git` as the search path finds it, looked up once rather than through `env` on every run.
    private static let gitExecutable: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":").map { ($0.isEmpty ? "." : String($0)) + "/git" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Standard output of a successful `git` run in `folder`, nil when git is missing or fails.
    private static func git(_ arguments: [String], in folder: String) -> String? {
        guard let gitExecutable else { return nil }
        return ExternalCommand.output(gitExecutable, ["-C", folder] + arguments).map { String(decoding: $0, as: UTF8.self) }
    }
}
