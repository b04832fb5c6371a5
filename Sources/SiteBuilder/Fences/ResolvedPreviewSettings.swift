import LayoutEngine
import ViewTree

/// What a block's previews are drawn with: its fence's settings over its page's front matter over
/// the site's defaults, resolved here and nowhere else. The site's defaults are the engine's
/// default canvas, outlines shown only while the reader points at the figure, and a width slider
/// from half the canvas width to all of it (`SliderWidths.defaultRange`).
struct ResolvedPreviewSettings: Equatable {
    let width: Double
    let height: LayoutEngine.CanvasHeight
    let showsFrames: Bool
    /// The slider's range: the block's own `widths=`, else the page's (its range only when the
    /// block sets no `width=` of its own, which the default range follows), else the default;
    /// nil for `off` and on a device.
    let widths: ClosedRange<Double>?
    /// The device screen to lay out on; it replaces `width` and `height` and allows no slider.
    let device: DeviceCanvas?
    let showsWholeScrollContent: Bool
    /// Light and dark side by side: the fence's `dark`, else the page's, else off.
    let showsBothSchemes: Bool
    /// One preview per size: the fence's `dynamic-type=`, else the page's, else one at the default size.
    let dynamicTypeSizes: [DynamicTypeSize]

    init(fence: PreviewSettings, page: PreviewSettings) {
        let merged = fence.withDefaults(page)
        width = merged.width ?? LayoutEngine.defaultCanvas.width
        height = merged.height ?? .fixed(LayoutEngine.defaultCanvas.height)
        showsFrames = merged.showsFrames ?? false
        device = merged.device
        showsWholeScrollContent = merged.showsWholeScrollContent ?? false
        showsBothSchemes = merged.showsBothSchemes ?? false
        dynamicTypeSizes = merged.dynamicTypeSizes ?? []
        let pageWidths = page.widths == .off || fence.width == nil ? page.widths : nil
        switch device != nil ? .off : fence.widths ?? pageWidths {
        case .range(let range): widths = range
        case .off: widths = nil
        case nil: widths = SliderWidths.defaultRange(for: width)
        }
    }
}
