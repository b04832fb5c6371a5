import Foundation
import LayoutEngine
import OpenTypeFonts

/// Reads the fonts the first time a preview is laid out, not before: a rebuild whose figures all
/// come from the figure cache never parses them (a third of an otherwise empty build). If they
/// cannot be read, layout goes on with the test measurer and `check()` fails the build afterwards.
final class FontLoader: @unchecked Sendable {
    private let lock = NSLock()
    private var loaded: Result<TextMeasurementMemo, any Error>?

    /// The real measurer once it is loaded, keeping Text measurements for the whole build; the
    /// Ahem test measurer when loading failed.
    func measurer() -> any TextMeasurer {
        let result = lock.withLock {
            if let loaded { return loaded }
            let result = Result { TextMeasurementMemo(try FontTextMeasurer()) }
            loaded = result
            return result
        }
        return (try? result.get()) ?? AhemTextMeasurer()
    }

    /// Throws why the fonts could not be read, if a layout needed them.
    func check() throws {
        if case .failure(let error)? = lock.withLock({ loaded }) { throw SiteBuildError("\(error)") }
    }
}
