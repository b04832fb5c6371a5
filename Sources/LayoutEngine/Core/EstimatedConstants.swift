import ViewTree

/// Every number Containers.md marks [U] (unverified), named once. Each says why it is an
/// estimate; a measurement on a device replaces the value here and nowhere else.
public struct EstimatedConstants: Sendable {
    /// Grid spacing when nil, on both axes: unmeasured; 8 is the stacks' default, one article claims 10 (Containers.md §1.3).
    public var gridSpacing = 8.0
    /// LazyVGrid row gap (LazyHGrid column gap) when `spacing` is nil: only the column default 8 was observed (Containers.md §2.4).
    public var lazyGridLineSpacing = 8.0
    /// The length a lazy grid lays its columns out in when proposed nil: taken from a re-implementation, not observed (Containers.md §2.2).
    public var lazyGridUnspecifiedLength = 10.0
    /// Lazy stacks take the whole proposed cross-axis length, unlike VStack and HStack: widely observed, not confirmed by Apple (Containers.md §2.5).
    public var lazyStacksFillCrossAxis = true
    /// ViewThatFits counts an ideal length as fitting up to this much over the proposal: the exact tolerance is unknown (Containers.md §3.1).
    public var viewThatFitsTolerance = 0.001
    /// safeAreaInset gap when `spacing` is nil: Apple says only "a default amount" (Containers.md §7.4).
    public var safeAreaInsetSpacing = 8.0
    /// safeAreaPadding length when nil: assumed to equal the default padding (Containers.md §7.5).
    public var safeAreaPaddingLength = 16.0
    /// contentMargins length when nil ("the system default"): assumed to equal the default padding (Containers.md §6.4).
    public var contentMarginLength = 16.0

    /// Status-bar height on Dynamic Island phones (the safe area starts lower): design-resource value (Containers.md §7.1).
    public var dynamicIslandStatusBarHeight = 54.0
    /// Dynamic Island cut-out: design-resource value, not measured (Containers.md §7.1).
    public var dynamicIslandSize = Size(width: 126, height: 37)
    /// Gap above the Dynamic Island: design-resource value (Containers.md §7.1).
    public var dynamicIslandTop = 11.0
    /// Notch of the iPhone 13/14 class: design-resource value, not in the spec's sources (Containers.md §7.1).
    public var notchSize = Size(width: 162, height: 34)
    /// Home indicator: design-resource value (Containers.md §7.1).
    public var homeIndicatorSize = Size(width: 134, height: 5)
    /// Gap below the home indicator: design-resource value (Containers.md §7.1).
    public var homeIndicatorBottom = 8.0
    /// Display corner radius of the notch and Dynamic Island phones: stated for the 393×852 class only (Containers.md §7.1).
    public var phoneCornerRadius = 55.0
    /// Display corner radius of the 11-inch iPad Pro: design-resource value, not in the spec (Containers.md §7.1).
    public var padCornerRadius = 18.0

    /// List, navigation-bar and tab-bar chrome (Containers.md §8–§9).
    public var chrome = ChromeEstimates()

    public init() {}

    /// The values above as shipped.
    public static let standard = EstimatedConstants()
}
