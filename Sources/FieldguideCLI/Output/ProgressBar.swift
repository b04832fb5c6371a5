import Foundation
import SiteBuilder

/// A one-line progress bar on standard error, for a person at a terminal: articles evaluated out
/// of all, and the time left at the pace so far. It appears only once a build has run for a
/// second (short builds stay quiet), redraws at most ten times a second, and is erased before the
/// findings are printed. Never drawn when standard error is not a terminal.
final class ProgressBar: @unchecked Sendable {
    private static let width = 24
    private let lock = NSLock()
    private let started = ContinuousClock.now
    private var lastDrawn: ContinuousClock.Instant?
    private var counting: (instant: ContinuousClock.Instant, completed: Int)?

    /// A bar for this process's build, or nil when standard error is not a terminal.
    static func forBuild() -> ProgressBar? {
        TerminalStyle.standardError.isTerminal ? ProgressBar() : nil
    }

    func update(_ progress: BuildProgress) {
        lock.withLock {
            let now = ContinuousClock.now
            if counting == nil { counting = (now, progress.completed) }
            guard now - started >= .seconds(1), progress.total > 0 else { return }
            if let lastDrawn, now - lastDrawn < .milliseconds(100), progress.completed < progress.total { return }
            lastDrawn = now
            FileHandle.standardError.write(Data(("\r\u{1B}[2K" + line(progress, now: now)).utf8))
        }
    }

    /// Erases the bar, if it was drawn.
    func finish() {
        lock.withLock {
            guard lastDrawn != nil else { return }
            FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
            lastDrawn = nil
        }
    }

    /// `[##########··············] 12/40 articles, about 8 s left`
    private func line(_ progress: BuildProgress, now: ContinuousClock.Instant) -> String {
        let filled = Self.width * progress.completed / progress.total
        let bar = String(repeating: "#", count: filled) + String(repeating: "·", count: Self.width - filled)
        return "[\(bar)] \(progress.completed)/\(progress.total) articles" + (remaining(progress, now: now).map { ", about \($0) left" } ?? "")
    }

    /// The time left if the remaining articles take as long as the finished ones did.
    private func remaining(_ progress: BuildProgress, now: ContinuousClock.Instant) -> String? {
        guard let counting, progress.completed > counting.completed, progress.completed < progress.total else { return nil }
        let elapsed = now - counting.instant
        let seconds = elapsed / Double(progress.completed - counting.completed) * Double(progress.total - progress.completed)
        let whole = Int(seconds.components.seconds) + 1
        return whole >= 60 ? "\(whole / 60) min \(whole % 60) s" : "\(whole) s"
    }
}
