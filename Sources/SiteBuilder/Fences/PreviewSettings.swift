import LayoutEngine
import ViewTree

/// How to draw a block's preview; nil fields mean "not said here". Fence options override the
/// front matter's `preview:` defaults, which override the site's.
struct PreviewSettings: Hashable, Sendable {
    /// Canvas width in points.
    var width: Double?
    var height: LayoutEngine.CanvasHeight?
    /// The range a width slider offers, in points, or no slider.
    var widths: SliderWidths?
    /// Whether every view's bounds are outlined ("bordered frames").
    var showsFrames: Bool?
    /// A device screen to draw on instead of the plain canvas (`device=`).
    var device: DeviceCanvas?
    /// `scroll=whole`: ScrollViews show all of their content instead of their viewport.
    var showsWholeScrollContent: Bool?
    /// `dark`: light and dark previews side by side instead of the one matching the page.
    var showsBothSchemes: Bool?
    /// `dynamic-type=`: one preview per text size; empty for `off`.
    var dynamicTypeSizes: [DynamicTypeSize]?

    init(
        width: Double? = nil, height: LayoutEngine.CanvasHeight? = nil, widths: SliderWidths? = nil, showsFrames: Bool? = nil,
        device: DeviceCanvas? = nil, showsWholeScrollContent: Bool? = nil, showsBothSchemes: Bool? = nil, dynamicTypeSizes: [DynamicTypeSize]? = nil
    ) {
        self.width = width
        self.height = height
        self.widths = widths
        self.showsFrames = showsFrames
        self.device = device
        self.showsWholeScrollContent = showsWholeScrollContent
        self.showsBothSchemes = showsBothSchemes
        self.dynamicTypeSizes = dynamicTypeSizes
    }

    /// These settings, with every unset field taken from `defaults`.
    func withDefaults(_ defaults: PreviewSettings) -> PreviewSettings {
        PreviewSettings(
            width: width ?? defaults.width,
            height: height ?? defaults.height,
            widths: widths ?? defaults.widths,
            showsFrames: showsFrames ?? defaults.showsFrames,
            device: device ?? defaults.device,
            showsWholeScrollContent: showsWholeScrollContent ?? defaults.showsWholeScrollContent,
            showsBothSchemes: showsBothSchemes ?? defaults.showsBothSchemes,
            dynamicTypeSizes: dynamicTypeSizes ?? defaults.dynamicTypeSizes
        )
    }
}
