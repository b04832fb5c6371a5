extension SupportedAPI {
    /// Real SwiftUI views (iOS 13–18, with the Apple frameworks' views apps use in SwiftUI) that
    /// Fieldguide does not draw yet, each with the nearest supported view to use in its place. A
    /// name listed here gives "'X' is not supported yet"; "unknown view" is kept for names no SwiftUI
    /// has (issue #13). `SupportedAPITests` fails while a name here is also supported.
    static let notSupportedYet: [String: String] = [
        "AngularGradient": "LinearGradient", "Chart": "Rectangle",
        "ContainerRelativeShape": "RoundedRectangle", "ControlGroup": "HStack",
        "EllipticalGradient": "LinearGradient", "HSplitView": "HStack", "KeyframeAnimator": "Group", "Map": "Rectangle",
        "MultiDatePicker": "DatePicker", "NavigationSplitView": "NavigationStack", "OutlineGroup": "ForEach", "PasteButton": "Button",
        "Path": "Rectangle", "PhaseAnimator": "Group", "PhotosPicker": "Button",
        "RenameButton": "Button", "SceneView": "Rectangle", "ScrollViewReader": "ScrollView", "SignInWithAppleButton": "Button",
        "SpriteView": "Rectangle", "Table": "Grid", "TimelineView": "Group", "UnevenRoundedRectangle": "RoundedRectangle",
        "VSplitView": "VStack", "VideoPlayer": "Rectangle",
    ]

    /// The not-yet-supported view of this name and its stand-in.
    static func notSupportedYet(_ name: String) -> String? { notSupportedYet[name] }
}
