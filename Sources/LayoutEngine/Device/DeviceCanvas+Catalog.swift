import ViewTree

/// The devices a preview can be drawn on, by name (Containers.md §7.1 table, [O]).
extension DeviceCanvas {
    /// One model: its portrait size and insets, its landscape insets, and its hardware.
    struct Model {
        enum Hardware {
            case dynamicIsland, notch, homeButton, pad
        }

        var names: [String]
        var screen: Size
        var portrait: EdgeInsets
        var landscape: EdgeInsets
        var hardware: Hardware
    }

    /// Sources: Containers.md §7.1 (TINDER, CSL, HACK, SNAP16, snapshot presets). The 11-inch
    /// iPad is not in that table: 834 × 1194 pt from hacknicity.medium.com "How iPad Apps Adapt to
    /// the New 11" and 12.9" iPads Pro" (1194 × 834 in landscape); insets 24 top, 20 bottom in both
    /// orientations from pointfreeco/swift-snapshot-testing `ViewImageConfig.iPadPro11` [O]. That is
    /// the 11-inch iPad Pro of 2018–2022; later 11-inch iPads (Air M2 820 × 1180, Pro M4 834 × 1210)
    /// differ [U for which one a reader means].
    static let models: [Model] = [
        Model(names: ["iPhone 16 Pro"], screen: Size(width: 402, height: 874),
              portrait: EdgeInsets(top: 62, bottom: 34), landscape: EdgeInsets(leading: 62, bottom: 21, trailing: 62), hardware: .dynamicIsland),
        Model(names: ["iPhone 16 Pro Max"], screen: Size(width: 440, height: 956),
              portrait: EdgeInsets(top: 62, bottom: 34), landscape: EdgeInsets(leading: 62, bottom: 21, trailing: 62), hardware: .dynamicIsland),
        Model(names: ["iPhone 16", "iPhone 15", "iPhone 15 Pro", "iPhone 14 Pro"], screen: Size(width: 393, height: 852),
              portrait: EdgeInsets(top: 59, bottom: 34), landscape: EdgeInsets(leading: 59, bottom: 21, trailing: 59), hardware: .dynamicIsland),
        Model(names: ["iPhone 16 Plus", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 14 Pro Max"], screen: Size(width: 430, height: 932),
              portrait: EdgeInsets(top: 59, bottom: 34), landscape: EdgeInsets(leading: 59, bottom: 21, trailing: 59), hardware: .dynamicIsland),
        Model(names: ["iPhone 14", "iPhone 13"], screen: Size(width: 390, height: 844),
              portrait: EdgeInsets(top: 47, bottom: 34), landscape: EdgeInsets(leading: 47, bottom: 21, trailing: 47), hardware: .notch),
        Model(names: ["iPhone 14 Plus"], screen: Size(width: 428, height: 926),
              portrait: EdgeInsets(top: 47, bottom: 34), landscape: EdgeInsets(leading: 47, bottom: 21, trailing: 47), hardware: .notch),
        Model(names: ["iPhone SE"], screen: Size(width: 375, height: 667),
              portrait: EdgeInsets(top: 20), landscape: EdgeInsets(), hardware: .homeButton),
        Model(names: ["iPad 11-inch", "iPad Pro 11-inch"], screen: Size(width: 834, height: 1194),
              portrait: EdgeInsets(top: 24, bottom: 20), landscape: EdgeInsets(top: 24, bottom: 20), hardware: .pad),
    ]

    /// Every name `named(_:orientation:)` accepts, in table order.
    public static var names: [String] { models.flatMap(\.names) }

    /// One name per screen in the table (its first), for messages that list the choices briefly.
    public static var screenNames: [String] { models.compactMap(\.names.first) }

    /// The device called `name` (as in the table, case-insensitive), or nil for an unknown name.
    public static func named(_ name: String, orientation: Orientation = .portrait, estimates: EstimatedConstants = .standard) -> DeviceCanvas? {
        let wanted = name.lowercased()
        guard let model = models.first(where: { $0.names.contains { $0.lowercased() == wanted } }) else { return nil }
        let canonical = model.names.first { $0.lowercased() == wanted } ?? name
        return model.canvas(named: canonical, orientation: orientation, estimates: estimates)
    }
}

extension DeviceCanvas.Model {
    /// The canvas in `orientation`: landscape swaps the sides; iPhones hide the status bar there.
    func canvas(named name: String, orientation: DeviceCanvas.Orientation, estimates e: EstimatedConstants) -> DeviceCanvas {
        let landscape = orientation == .landscape
        let size = landscape ? Size(width: screen.height, height: screen.width) : screen
        let insets = landscape ? self.landscape : portrait
        let indicator = DeviceCanvas.HomeIndicator(size: e.homeIndicatorSize, bottom: e.homeIndicatorBottom)
        switch hardware {
        case .dynamicIsland:
            return DeviceCanvas(
                name: name, orientation: orientation, screen: size, safeAreaInsets: insets,
                cutout: .dynamicIsland(e.dynamicIslandSize, top: e.dynamicIslandTop), homeIndicator: indicator,
                statusBarHeight: landscape ? 0 : e.dynamicIslandStatusBarHeight, cornerRadius: e.phoneCornerRadius)
        case .notch:
            return DeviceCanvas(
                name: name, orientation: orientation, screen: size, safeAreaInsets: insets, cutout: .notch(e.notchSize),
                homeIndicator: indicator, statusBarHeight: landscape ? 0 : insets.top, cornerRadius: e.phoneCornerRadius)
        case .homeButton:
            return DeviceCanvas(name: name, orientation: orientation, screen: size, safeAreaInsets: insets, statusBarHeight: insets.top)
        case .pad:
            return DeviceCanvas(
                name: name, orientation: orientation, screen: size, safeAreaInsets: insets, homeIndicator: indicator,
                statusBarHeight: insets.top, cornerRadius: e.padCornerRadius)
        }
    }
}
