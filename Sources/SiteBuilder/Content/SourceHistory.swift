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
        guard let prefix = git(["rev-parse", "--show-prefix"], in: contentFolder) else { return .unknown }
        let log = git(["-c", "core.quotePath=false", "log", "--format=%x01%cs", "--name-only", "--relative", "--no-renames", "--", "."], in: contentFolder)
        return SourceHistory(lastCommitDays: log.map(days(fromLog:)) ?? [:], folderInRepository: prefix.trimmingCharacters(in: .newlines))
    }

    /// The commit the content folder's repository is at, after the folder's path in it; nil
    /// outside a repository. The same revision means the same history, so the same dates.
    static func revision(contentFolder: String) -> String? {
        git(["rev-parse", "--show-prefix", "HEAD"], in: contentFolder)
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

    /// Standard output of a successful `git` run in `folder`, nil when git is missing or fails.
    private static func git(_ arguments: [String], in folder: String) -> String? {
        ExternalCommand.output("/usr/bin/env", ["git", "-C", folder] + arguments).map { String(decoding: $0, as: UTF8.self) }
    }
}
