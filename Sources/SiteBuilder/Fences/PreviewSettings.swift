import LayoutEngine

/// How to draw a block's preview; nil fields mean "not said here". Fence options override the
/// front matter's `preview:` defaults, which override the site's.
struct PreviewSettings: Hashable, Sendable {
    /// Canvas width in points.
    var width: Double?
    var height: LayoutEngine.CanvasHeight?
    /// The range a width slider offers, in points.
    var widths: ClosedRange<Double>?
    /// Whether every view's bounds are outlined ("bordered frames").
    var showsFrames: Bool?

    init(width: Double? = nil, height: LayoutEngine.CanvasHeight? = nil, widths: ClosedRange<Double>? = nil, showsFrames: Bool? = nil) {
        self.width = width
        self.height = height
        self.widths = widths
        self.showsFrames = showsFrames
    }

    /// These settings, with every unset field taken from `defaults`.
    func withDefaults(_ defaults: PreviewSettings) -> PreviewSettings {
        PreviewSettings(
            width: width ?? defaults.width,
            height: height ?? defaults.height,
            widths: widths ?? defaults.widths,
            showsFrames: showsFrames ?? defaults.showsFrames
        )
    }
}
