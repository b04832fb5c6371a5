import ViewTree

extension SupportedAPI {
    /// Modifiers that write the environment read by text and controls below them.
    static let environmentModifiers: [ModifierSpec] = [
        ModifierSpec(name: "font", forms: ["font(_:)"], summary: "The font of text below.") { i, m in
            guard let font = m.first.flatMap({ i.font($0.value) }) else { return try i.badEnvironmentArgument(m, expected: "Font") }
            return try i.wrap(try i.content(m), .environment(.font(font)), at: m.location)
        },
        ModifierSpec(name: "fontWeight", forms: ["fontWeight(_:)"], summary: "The weight of text below.") { i, m in
            guard let weight = m.first.flatMap({ i.caseName($0.value) }).flatMap(Font.Weight.init(rawValue:)) else { return try i.badEnvironmentArgument(m, expected: "Font.Weight") }
            return try i.wrap(try i.content(m), .environment(.fontWeight(weight)), at: m.location)
        },
        ModifierSpec(name: "bold", forms: ["bold(_:)"], summary: "Bold text below.") { i, m in
            try i.toggledEnvironment(m, .fontWeight(.bold))
        },
        ModifierSpec(name: "italic", forms: ["italic(_:)"], summary: "Italic text below.") { i, m in
            try i.toggledEnvironment(m, .italic)
        },
        ModifierSpec(name: "monospaced", forms: ["monospaced(_:)"], summary: "Monospaced text below.") { i, m in
            try i.toggledEnvironment(m, .monospaced)
        },
        ModifierSpec(name: "monospacedDigit", forms: ["monospacedDigit()"], summary: "Fixed-width digits in text below.") { i, m in
            try i.wrap(try i.content(m), .environment(.monospacedDigit), at: m.location)
        },
        ModifierSpec(name: "foregroundStyle", forms: ["foregroundStyle(_:)"], summary: "The colour or style of text and shapes below.") { i, m in
            guard let paint = m.first.flatMap({ i.paint($0.value) }) else { return try i.badEnvironmentArgument(m, expected: "ShapeStyle") }
            return try i.wrap(try i.content(m), .environment(.foregroundStyle(paint)), at: m.location)
        },
        ModifierSpec(name: "foregroundColor", forms: ["foregroundColor(_:)"], summary: "The colour of text and shapes below (older name of foregroundStyle).") { i, m in
            guard let color = m.first.flatMap({ i.color($0.value) }) else { return try i.badEnvironmentArgument(m, expected: "Color") }
            return try i.wrap(try i.content(m), .environment(.foregroundStyle(.color(color))), at: m.location)
        },
        ModifierSpec(name: "lineLimit", forms: ["lineLimit(_:)", "lineLimit(_:reservesSpace:)"], summary: "The most (or a range of) lines text may use.") { i, m in
            try i.lineLimit(m)
        },
        ModifierSpec(name: "multilineTextAlignment", forms: ["multilineTextAlignment(_:)"], summary: "How lines of wrapped text align.") { i, m in
            guard let a = m.first.flatMap({ i.caseName($0.value) }).flatMap(TextAlignment.init(rawValue:)) else { return try i.badEnvironmentArgument(m, expected: "TextAlignment") }
            return try i.wrap(try i.content(m), .environment(.multilineTextAlignment(a)), at: m.location)
        },
        ModifierSpec(name: "truncationMode", forms: ["truncationMode(_:)"], summary: "Where text that does not fit is cut.") { i, m in
            guard let t = m.first.flatMap({ i.caseName($0.value) }).flatMap(TruncationMode.init(rawValue:)) else { return try i.badEnvironmentArgument(m, expected: "Text.TruncationMode") }
            return try i.wrap(try i.content(m), .environment(.truncationMode(t)), at: m.location)
        },
        ModifierSpec(name: "minimumScaleFactor", forms: ["minimumScaleFactor(_:)"], summary: "How far text may shrink to fit.") { i, m in
            try i.wrap(try i.content(m), .environment(.minimumScaleFactor(try i.optionalDouble(m.first) ?? 1)), at: m.location)
        },
        ModifierSpec(name: "lineSpacing", forms: ["lineSpacing(_:)"], summary: "Extra space between lines of text.") { i, m in
            try i.wrap(try i.content(m), .environment(.lineSpacing(try i.optionalDouble(m.first) ?? 0)), at: m.location)
        },
        ModifierSpec(name: "kerning", forms: ["kerning(_:)"], summary: "Extra space after each character.") { i, m in
            try i.wrap(try i.content(m), .environment(.kerning(try i.optionalDouble(m.first) ?? 0)), at: m.location)
        },
        ModifierSpec(name: "tracking", forms: ["tracking(_:)"], summary: "Extra space after each character, ligatures kept apart.") { i, m in
            try i.wrap(try i.content(m), .environment(.tracking(try i.optionalDouble(m.first) ?? 0)), at: m.location)
        },
        ModifierSpec(name: "dynamicTypeSize", forms: ["dynamicTypeSize(_:)"], summary: "The Dynamic Type size for text below.") { i, m in
            guard let size = m.first.flatMap({ i.caseName($0.value) }).flatMap(DynamicTypeSize.init(rawValue:)) else { return try i.badEnvironmentArgument(m, expected: "DynamicTypeSize") }
            return try i.wrap(try i.content(m), .environment(.dynamicTypeSize(size)), at: m.location)
        },
        ModifierSpec(name: "accessibilityLabel", forms: ["accessibilityLabel(_:)"], summary: "The accessible name; not drawn.") { i, m in
            let label = m.first.map { i.string($0.value) ?? i.accessibleText($0.value) } ?? ""
            return try i.wrap(try i.content(m), .environment(.accessibilityLabel(label)), at: m.location)
        },
        ModifierSpec(name: "preferredColorScheme", forms: ["preferredColorScheme(_:)"], summary: "Light or dark appearance.") { i, m in
            let dark = m.first.flatMap { i.caseName($0.value) } == "dark"
            return try i.wrap(try i.content(m), .environment(.colorScheme(dark: dark)), at: m.location)
        },
        ModifierSpec(name: "environment", forms: ["environment(_:_:)"], summary: "Sets `\\.colorScheme`, `\\.dynamicTypeSize` or `\\.font` for views below.") { i, m in
            try i.environmentKeyPath(m)
        },
    ]

    /// Modifiers with no effect on layout or drawing in a still preview, accepted silently.
    static let ignoredModifiers: [ModifierSpec] = [
        "id", "onTapGesture", "onLongPressGesture", "gesture", "onAppear", "onDisappear", "onChange", "onSubmit", "task", "animation", "transition",
        "help", "contentShape", "disabled", "navigationTitle", "navigationBarTitleDisplayMode", "toolbar", "sheet", "alert", "confirmationDialog",
        "popover", "accessibilityHint", "accessibilityHidden", "accessibilityElement", "accessibilityAddTraits", "accessibilityIdentifier",
        "accessibilityValue", "allowsHitTesting", "textSelection", "symbolRenderingMode", "renderingMode", "interpolation", "antialiased",
        "keyboardShortcut", "focused", "submitLabel", "textContentType", "keyboardType", "autocorrectionDisabled", "textInputAutocapitalization",
        "contextMenu", "swipeActions", "refreshable", "zIndex", "drawingGroup", "compositingGroup", "toggleStyle", "sensoryFeedback",
        "previewLayout", "previewDisplayName", "previewDevice", "previewInterfaceOrientation",
    ].map { name in
        ModifierSpec(name: name, forms: [name + "(…)"], summary: "Accepted and ignored: no effect on a still preview's layout.") { _, m in m.base }
    }

    /// Modifiers that change a control's look in ways not drawn yet: accepted with a warning.
    static let approximatedModifiers: [ModifierSpec] = ["buttonStyle", "labelStyle", "tint", "controlSize"].map { name in
        ModifierSpec(name: name, forms: [name + "(…)"], summary: "Accepted with a warning: the preview keeps the default look.") { i, m in
            i.report(.warning, .approximated, "'\(name)' is not drawn; the preview shows the default style", at: m.location)
            return m.base
        }
    }
}
