import Foundation
import LayoutEngine
import ViewTree

/// Wraps a measurer with a memo of Text measurements shared by the threads of a build (one
/// lock), so the layouts of a preview at its slider's widths measure each string once. It starts
/// over past `capacity` entries, a few megabytes at most.
public final class TextMeasurementMemo: MemoizingTextMeasurer, @unchecked Sendable {
    private let base: any TextMeasurer
    private let lock = NSLock()
    private var texts: [MeasuredTextKey: MeasuredText] = [:]
    private static let capacity = 4096

    public init(_ base: any TextMeasurer) {
        self.base = base
    }

    public func measuredText(_ key: MeasuredTextKey, measure: () -> MeasuredText) -> MeasuredText {
        if let kept = lock.withLock({ texts[key] }) { return kept }
        let text = measure()
        lock.withLock {
            if texts.count >= Self.capacity { texts.removeAll(keepingCapacity: true) }
            texts[key] = text
        }
        return text
    }

    public func metrics(for font: ResolvedFont) -> FontMetrics { base.metrics(for: font) }

    public func width(of text: Substring, font: ResolvedFont) -> Double { base.width(of: text, font: font) }

    public func advances(of characters: [Character], font: ResolvedFont) -> CharacterAdvances {
        base.advances(of: characters, font: font)
    }

    public func styleLetterSpacing(for font: ResolvedFont, style: ViewTree.Font.TextStyle?) -> Double {
        base.styleLetterSpacing(for: font, style: style)
    }
}
