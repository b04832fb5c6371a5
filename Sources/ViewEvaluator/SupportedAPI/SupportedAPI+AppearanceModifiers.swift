extension SupportedAPI {
    /// Modifiers that change how a view looks, not its size or place, and are not drawn yet:
    /// accepted with a warning that says the preview shows the view without them (issue #13).
    static let appearanceModifiers: [ModifierSpec] = [
        ("blur", "the blur"), ("brightness", "the brightness change"), ("contrast", "the contrast change"), ("saturation", "the saturation change"),
        ("grayscale", "the grayscale"), ("colorMultiply", "the colour multiply"), ("colorInvert", "the inverted colours"),
        ("hueRotation", "the hue rotation"), ("blendMode", "the blend mode"), ("luminanceToAlpha", "the luminance mask"), ("mask", "the mask"),
        ("redacted", "the redaction placeholders"), ("textCase", "the changed letter case"), ("strikethrough", "the strikethrough"),
        ("underline", "the underline"), ("symbolVariant", "the symbol variant"), ("searchable", "the search field"),
    ].map { name, what in
        ModifierSpec(name: name, forms: [name + "(…)"], summary: "Accepted with a warning: drawn without \(what).") { e, m in
            e.report(.warning, .approximated, "'\(name)' changes how the view looks but is not drawn yet; the preview shows it without \(what)", at: m.location)
            return m.base
        }
    } + [
        ModifierSpec(name: "disabled", forms: ["disabled(_:)"], summary: "`disabled(false)` changes nothing; `disabled(true)` is a warning: controls are drawn enabled, not dimmed.") { e, m in
            if m.first?.value.asBool == true {
                e.report(.warning, .approximated, "'disabled(true)' dims controls in SwiftUI; the preview draws them enabled", at: m.location)
            }
            return m.base
        },
    ]
}
