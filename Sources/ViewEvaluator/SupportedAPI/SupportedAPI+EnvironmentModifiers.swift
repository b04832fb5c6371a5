import Diagnostics
import ViewTree

extension SupportedAPI {
    /// Modifiers that write the environment read by text and controls below them.
    static let environmentModifiers: [ModifierSpec] = [
        ModifierSpec(name: "font", forms: ["font(_:)"], summary: "The font of text below.") { e, m in
            try e.environment(m, expected: "Font") { $0.asFont.map(EnvironmentChange.font) }
        },
        ModifierSpec(name: "fontWeight", forms: ["fontWeight(_:)"], summary: "The weight of text below.") { e, m in
            try e.environment(m, expected: "Font.Weight") { $0.caseName.flatMap(Font.Weight.init(rawValue:)).map(EnvironmentChange.fontWeight) }
        },
        ModifierSpec(name: "bold", forms: ["bold(_:)"], summary: "Bold text below.") { e, m in
            try e.toggledEnvironment(m, .fontWeight(.bold))
        },
        ModifierSpec(name: "italic", forms: ["italic(_:)"], summary: "Italic text below.") { e, m in
            try e.toggledEnvironment(m, .italic)
        },
        ModifierSpec(name: "monospaced", forms: ["monospaced(_:)"], summary: "Monospaced text below.") { e, m in
            try e.toggledEnvironment(m, .monospaced)
        },
        ModifierSpec(name: "monospacedDigit", forms: ["monospacedDigit()"], summary: "Fixed-width digits in text below.") { e, m in
            try e.environment(m, .monospacedDigit)
        },
        ModifierSpec(name: "foregroundStyle", forms: ["foregroundStyle(_:)"], summary: "The colour or style of text and shapes below.") { e, m in
            try e.environment(m, expected: "ShapeStyle") { $0.asPaint.map(EnvironmentChange.foregroundStyle) }
        },
        ModifierSpec(name: "foregroundColor", forms: ["foregroundColor(_:)"], summary: "The colour of text and shapes below (older name of foregroundStyle).") { e, m in
            try e.environment(m, expected: "Color") { $0.asColor.map { .foregroundStyle(.color($0)) } }
        },
        ModifierSpec(name: "lineLimit", forms: ["lineLimit(_:)", "lineLimit(_:reservesSpace:)"], summary: "The most (or a range of) lines text may use.") { e, m in
            try e.lineLimit(m)
        },
        ModifierSpec(name: "multilineTextAlignment", forms: ["multilineTextAlignment(_:)"], summary: "How lines of wrapped text align.") { e, m in
            try e.environment(m, expected: "TextAlignment") { $0.caseName.flatMap(TextAlignment.init(rawValue:)).map(EnvironmentChange.multilineTextAlignment) }
        },
        ModifierSpec(name: "truncationMode", forms: ["truncationMode(_:)"], summary: "Where text that does not fit is cut.") { e, m in
            try e.environment(m, expected: "Text.TruncationMode") { $0.caseName.flatMap(TruncationMode.init(rawValue:)).map(EnvironmentChange.truncationMode) }
        },
        ModifierSpec(name: "minimumScaleFactor", forms: ["minimumScaleFactor(_:)"], summary: "How far text may shrink to fit.", numbersAreCGFloat: true) { e, m in
            try e.environment(m, .minimumScaleFactor(e.coercion.optionalDouble(m.first) ?? 1))
        },
        ModifierSpec(name: "lineSpacing", forms: ["lineSpacing(_:)"], summary: "Extra space between lines of text.", numbersAreCGFloat: true) { e, m in
            try e.environment(m, .lineSpacing(e.coercion.optionalDouble(m.first) ?? 0))
        },
        ModifierSpec(name: "kerning", forms: ["kerning(_:)"], summary: "Extra space after each character.", numbersAreCGFloat: true) { e, m in
            try e.environment(m, .kerning(e.coercion.optionalDouble(m.first) ?? 0))
        },
        ModifierSpec(name: "tracking", forms: ["tracking(_:)"], summary: "Extra space after each character, ligatures kept apart.", numbersAreCGFloat: true) { e, m in
            try e.environment(m, .tracking(e.coercion.optionalDouble(m.first) ?? 0))
        },
        ModifierSpec(name: "dynamicTypeSize", forms: ["dynamicTypeSize(_:)"], summary: "The Dynamic Type size for text below, and what `@Environment(\\.dynamicTypeSize)` reads there.") { e, m in
            try e.environment(m, expected: "DynamicTypeSize") { $0.caseName.flatMap(DynamicTypeSize.init(rawValue:)).map(EnvironmentChange.dynamicTypeSize) }
        },
        ModifierSpec(name: "imageScale", forms: ["imageScale(_:)"], summary: "Symbols below drawn small (0.8×), medium or large (1.3×) for their font.") { e, m in
            try e.environment(m, expected: "Image.Scale") { $0.caseName.flatMap(ImageScale.init(rawValue:)).map(EnvironmentChange.imageScale) }
        },
        ModifierSpec(name: "accessibilityLabel", forms: ["accessibilityLabel(_:)"], summary: "The accessible name; not drawn.") { e, m in
            try e.accessibilityLabel(m)
        },
        ModifierSpec(name: "preferredColorScheme", forms: ["preferredColorScheme(_:)"], summary: "Light or dark appearance for the views below, and what `@Environment(\\.colorScheme)` reads there; `nil` keeps the page's.") { e, m in
            if case .null? = m.first?.value { return m.base }
            return try e.environment(m, expected: "ColorScheme") { ["light", "dark"].contains($0.caseName) ? .colorScheme(dark: $0.caseName == "dark") : nil }
        },
        ModifierSpec(name: "environment", forms: ["environment(_:_:)", "environment(_:)"],
                     summary: "Sets `\\.colorScheme`, `\\.dynamicTypeSize` or `\\.font` for views below (the first two are read by `@Environment` there too), or puts an `@Observable` object there.") { e, m in
            try e.environmentKeyPath(m)
        },
        ModifierSpec(name: "environmentObject", forms: ["environmentObject(_:)"], summary: "Puts an `ObservableObject` in the environment of the view it modifies.") { e, m in
            try e.environmentObject(m)
        },
    ]

    /// Modifiers with no effect on layout or drawing in a still preview, accepted silently.
    static let ignoredModifiers: [ModifierSpec] = [
        "id", "onTapGesture", "onLongPressGesture", "gesture", "onAppear", "onDisappear", "onChange", "onSubmit", "task", "animation", "transition",
        "help", "contentShape", "sheet", "alert", "confirmationDialog",
        "popover", "accessibilityHint", "accessibilityHidden", "accessibilityElement", "accessibilityAddTraits", "accessibilityIdentifier",
        "accessibilityValue", "allowsHitTesting", "textSelection", "symbolRenderingMode", "renderingMode", "interpolation", "antialiased",
        "keyboardShortcut", "focused", "submitLabel", "textContentType", "keyboardType", "autocorrectionDisabled", "textInputAutocapitalization",
        "contextMenu", "swipeActions", "refreshable", "zIndex", "drawingGroup", "compositingGroup", "sensoryFeedback",
        "previewLayout", "previewDisplayName", "previewDevice", "previewInterfaceOrientation",
        // Gestures, events and drag and drop: they act on touches, which a still preview has none of.
        "simultaneousGesture", "highPriorityGesture", "onHover", "onDrag", "onDrop", "draggable", "dropDestination", "onReceive", "onOpenURL",
        "onKeyPress", "onGeometryChange", "onScrollGeometryChange", "onScrollPhaseChange", "onContinueUserActivity", "userActivity",
        "handlesExternalEvents", "onMove", "onDelete", "onInsert", "deleteDisabled", "moveDisabled", "selectionDisabled", "scrollDisabled",
        "scrollDismissesKeyboard", "buttonRepeatBehavior", "hoverEffect", "scrollPosition", "scrollTargetLayout", "scrollTargetBehavior",
        "scrollBounceBehavior",
        // Animation: a preview shows the state before or after it, never the frames between.
        "matchedGeometryEffect", "contentTransition", "symbolEffect", "transaction", "geometryGroup",
        // Presentations: sheets, covers, pickers and inspectors appear only when an action shows them.
        "fullScreenCover", "navigationDestination", "interactiveDismissDisabled", "presentationDetents", "presentationDragIndicator",
        "presentationBackground", "presentationCornerRadius", "presentationBackgroundInteraction", "presentationCompactAdaptation",
        "fileImporter", "fileExporter", "photosPicker", "inspector", "statusBarHidden", "persistentSystemOverlays", "navigationBarBackButtonHidden",
        // Focus and accessibility: read by VoiceOver and the focus system, never drawn.
        "focusable", "defaultFocus", "focusedValue", "focusedSceneValue", "focusSection", "privacySensitive", "accessibilityAction",
        "accessibilityActions", "accessibilityAdjustableAction", "accessibilityInputLabels", "accessibilitySortPriority", "accessibilityRemoveTraits",
        "accessibilityShowsLargeContentViewer", "accessibilityFocused", "accessibilityHeading", "accessibilityRepresentation", "accessibilityChildren",
        "accessibilityRotor", "accessibilityRespondsToUserInteraction", "accessibilityCustomContent", "accessibilityTextContentType",
        "accessibilityZoomAction", "accessibilityLabeledPair", "speechAlwaysIncludesPunctuation",
    ].map { name in
        ModifierSpec(name: name, forms: [name + "(…)"], summary: "Accepted and ignored: no effect on a still preview's layout.") { _, m in m.base }
    }

    /// Modifiers that change a control's look in ways not drawn yet: accepted with a warning.
    static let approximatedModifiers: [ModifierSpec] = ["tint"].map { name in
        ModifierSpec(name: name, forms: [name + "(…)"], summary: "Accepted with a warning: the preview keeps the default look.") { e, m in
            e.report(.warning, .approximated, "'\(name)' is not drawn; the preview shows the default style", at: m.location)
            return m.base
        }
    }
}
