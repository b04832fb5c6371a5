import Foundation
import LayoutEngine
import OpenTypeFonts

/// Reads the fonts the first time a preview is laid out, or ahead of that on another thread: a
/// rebuild whose figures all come from the figure cache never waits for them (parsing them was
/// a tenth of a one-article rebuild on a thousand articles). If they cannot be read, layout goes
/// on with the test measurer and `check()` fails the build afterwards.
final class FontLoader: @unchecked Sendable {
    private let lock = NSLock()
    private var loaded: Result<TextMeasurementMemo, any Error>?
    /// The fonts being read while the build does other work (`readsAhead`).
    private let early: Prefetched<Result<TextMeasurementMemo, any Error>>?

    /// `readsAhead`: start reading now, on another thread, for a build that will most likely lay
    /// out a preview; a build that then lays out none only spent the other core's time.
    init(readsAhead: Bool = false) {
        early = readsAhead ? Prefetched(Self.load) : nil
    }

    /// The real measurer once it is loaded, keeping Text measurements for the whole build; the
    /// Ahem test measurer when loading failed.
    func measurer() -> any TextMeasurer {
        let result = lock.withLock {
            if let loaded { return loaded }
            let result = early?.value ?? Self.load()
            loaded = result
            return result
        }
        return (try? result.get()) ?? AhemTextMeasurer()
    }

    /// Throws why the fonts could not be read, if a layout needed them.
    func check() throws {
        if case .failure(let error)? = lock.withLock({ loaded }) { throw SiteBuildError("\(error)") }
    }

    private static func load() -> Result<TextMeasurementMemo, any Error> {
        Result { TextMeasurementMemo(try FontTextMeasurer()) }
    }
}
