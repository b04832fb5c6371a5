import Foundation
import LayoutEngine
import OpenTypeFonts
import ViewTree

/// Finds the fonts the first time a preview is laid out, or ahead of that on another thread: a
/// rebuild whose figures all come from the figure cache never waits for them (reading them was
/// a tenth of a one-article rebuild on a thousand articles). If they cannot be found, layout goes
/// on with the test measurer, and if a face cannot be parsed, with Inter Regular in its place;
/// either way `check()` fails the build afterwards.
final class FontLoader: @unchecked Sendable {
    private let lock = NSLock()
    private var loaded: Result<Fonts, any Error>?
    /// The fonts being read while the build does other work (`readsAhead`).
    private let early: Prefetched<Result<Fonts, any Error>>?

    /// The measurer a build's layouts share, and the fonts it measures with.
    private struct Fonts {
        let memo: TextMeasurementMemo
        let measurer: FontTextMeasurer
    }

    /// `readsAhead`: start reading now, on another thread, for a build that will most likely lay
    /// out a preview, with the upright Inter faces text styles and `.bold()` use; a build that then
    /// lays out none only spent the other core's time.
    init(readsAhead: Bool = false) {
        early = readsAhead ? Prefetched { Self.load().map(Self.readingCommonFaces) } : nil
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
        return (try? result.get().memo) ?? AhemTextMeasurer()
    }

    /// Throws why the fonts could not be read, if a layout needed them.
    func check() throws {
        switch lock.withLock({ loaded }) {
        case .failure(let error)?: throw SiteBuildError("\(error)")
        case .success(let fonts)?: if let error = fonts.measurer.unreadableFaces().first { throw SiteBuildError("\(error)") }
        case nil: break
        }
    }

    /// Parses Inter Medium, SemiBold (`.headline`) and Bold now; other faces wait for their first use.
    private static func readingCommonFaces(_ fonts: Fonts) -> Fonts {
        for weight in [Font.Weight.medium, .semibold, .bold] {
            _ = fonts.measurer.openTypeFont(for: ResolvedFont(size: 1, weight: weight))
        }
        return fonts
    }

    private static func load() -> Result<Fonts, any Error> {
        Result {
            let measurer = try FontTextMeasurer()
            return Fonts(memo: TextMeasurementMemo(measurer), measurer: measurer)
        }
    }
}
