import LayoutEngine

/// What a block's previews are drawn with: its fence's settings over its page's front matter over
/// the site's defaults, resolved here and nowhere else. The site's defaults are the engine's
/// default canvas, outlines shown only while the reader points at the figure, and no width slider.
struct ResolvedPreviewSettings: Equatable {
    let width: Double
    let height: LayoutEngine.CanvasHeight
    let showsFrames: Bool
    /// The slider's range: the block's own `widths=`, else the page's unless the block sets its
    /// own `width=` (its canvas is meant to be that wide); nil for no slider.
    let widths: ClosedRange<Double>?
    /// The device screen to lay out on; it replaces `width` and `height` and allows no slider.
    let device: DeviceCanvas?
    let showsWholeScrollContent: Bool

    init(fence: PreviewSettings, page: PreviewSettings) {
        let merged = fence.withDefaults(page)
        width = merged.width ?? LayoutEngine.defaultCanvas.width
        height = merged.height ?? .fixed(LayoutEngine.defaultCanvas.height)
        showsFrames = merged.showsFrames ?? false
        device = merged.device
        showsWholeScrollContent = merged.showsWholeScrollContent ?? false
        widths = device != nil ? nil : fence.widths ?? (fence.width == nil ? page.widths : nil)
    }
}
