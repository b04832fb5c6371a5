extension SupportedAPI {
    /// Real SwiftUI views (iOS 13–18, with the Apple frameworks' views apps use in SwiftUI) that
    /// Fieldguide does not draw yet, each with the nearest supported view to use in its place. A
    /// name listed here gives "'X' is not supported yet"; "unknown view" is kept for names no SwiftUI
    /// has (issue #13). A view that becomes supported is found in the tables first, so this list
    /// only has to be pruned for the reference page to stay accurate.
    static let notSupportedYet: [String: String] = [
        "AngularGradient": "LinearGradient", "AsyncImage": "Image", "Canvas": "Rectangle", "Chart": "Rectangle",
        "ColorPicker": "Label", "ContainerRelativeShape": "RoundedRectangle", "ContentUnavailableView": "VStack",
        "ControlGroup": "HStack", "DisclosureGroup": "VStack", "EditButton": "Button", "EllipticalGradient": "LinearGradient",
        "Gauge": "ProgressView", "HSplitView": "HStack", "KeyframeAnimator": "Group", "LabeledContent": "HStack", "Link": "Button",
        "Map": "Rectangle", "Menu": "Button", "MultiDatePicker": "DatePicker", "NavigationLink": "Button",
        "NavigationSplitView": "NavigationStack", "OutlineGroup": "ForEach", "PasteButton": "Button", "Path": "Rectangle",
        "PhaseAnimator": "Group", "PhotosPicker": "Button", "RadialGradient": "LinearGradient", "RenameButton": "Button",
        "SceneView": "Rectangle", "ScrollViewReader": "ScrollView", "SecureField": "Text", "ShareLink": "Button",
        "SignInWithAppleButton": "Button", "Slider": "ProgressView", "SpriteView": "Rectangle", "Stepper": "HStack",
        "Tab": "Group", "TabView": "Group", "Table": "Grid", "TextEditor": "Text", "TextField": "Text",
        "TimelineView": "Group", "UnevenRoundedRectangle": "RoundedRectangle", "VSplitView": "VStack", "VideoPlayer": "Rectangle",
    ]

    /// The not-yet-supported view of this name and its stand-in, unless it is supported by now.
    static func notSupportedYet(_ name: String) -> String? {
        view(named: name) == nil ? notSupportedYet[name] : nil
    }
}
