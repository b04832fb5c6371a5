import ViewTree

/// A device screen to lay out on, as a preview canvas: its size, its safe-area insets, and what
/// the renderer draws around the content (Containers.md §7.1). Layout reads only the size
/// and the insets; the rest is decoration.
public struct DeviceCanvas: Hashable, Sendable {
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        case portrait, landscape
    }

    /// The hardware cut into the top of the screen (the left side in landscape).
    public enum Cutout: Hashable, Sendable {
        case dynamicIsland(Size, top: Double)
        case notch(Size)
        case none
    }

    /// The bar at the bottom of Face ID devices: its size and its gap to the bottom edge.
    public struct HomeIndicator: Hashable, Sendable {
        public var size: Size
        public var bottom: Double

        public init(size: Size, bottom: Double) {
            self.size = size
            self.bottom = bottom
        }
    }

    public var name: String
    public var orientation: Orientation
    /// The screen in points.
    public var screen: Size
    public var safeAreaInsets: EdgeInsets
    public var cutout: Cutout
    /// The home-indicator bar; nil on home-button devices.
    public var homeIndicator: HomeIndicator?
    /// The status bar's height; 0 where it is hidden (iPhones in landscape).
    public var statusBarHeight: Double
    /// The display's corner radius; 0 for square corners.
    public var cornerRadius: Double

    public init(
        name: String, orientation: Orientation, screen: Size, safeAreaInsets: EdgeInsets, cutout: Cutout = .none,
        homeIndicator: HomeIndicator? = nil, statusBarHeight: Double = 0, cornerRadius: Double = 0
    ) {
        self.name = name
        self.orientation = orientation
        self.screen = screen
        self.safeAreaInsets = safeAreaInsets
        self.cutout = cutout
        self.homeIndicator = homeIndicator
        self.statusBarHeight = statusBarHeight
        self.cornerRadius = cornerRadius
    }

    /// The safe-area rectangle, the root view's proposal and frame (Containers.md §7.2).
    public var safeRect: Rect {
        Rect(
            x: safeAreaInsets.leading, y: safeAreaInsets.top,
            width: screen.width - safeAreaInsets.horizontal, height: screen.height - safeAreaInsets.vertical)
    }
}
