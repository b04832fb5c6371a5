extension SupportedAPI {
    /// Modifiers that choose how the controls below look (Containers.md §10): built-in styles pass
    /// down the environment; a custom style struct's `makeBody(configuration:)` runs in the page.
    static let controlStyleModifiers: [ModifierSpec] = [
        ModifierSpec(name: "buttonStyle", forms: ["buttonStyle(_:)"],
                     summary: "`.automatic`, `.borderless`, `.plain`, `.bordered`, `.borderedProminent`, or a custom `ButtonStyle`.") { e, m in
            try e.buttonStyle(m)
        },
        ModifierSpec(name: "buttonBorderShape", forms: ["buttonBorderShape(_:)"], summary: "The shape behind bordered buttons: `.capsule`, `.circle`, `.roundedRectangle(radius:)`.") { e, m in
            try e.buttonBorderShape(m)
        },
        ModifierSpec(name: "controlSize", forms: ["controlSize(_:)"], summary: "The padding and font of bordered buttons: `.mini`, `.small`, `.regular`, `.large`, `.extraLarge`.") { e, m in
            try e.controlSize(m)
        },
        ModifierSpec(name: "labelStyle", forms: ["labelStyle(_:)"], summary: "`.titleAndIcon`, `.iconOnly`, `.titleOnly`, or a custom `LabelStyle`.") { e, m in
            try e.labelStyle(m)
        },
        ModifierSpec(name: "toggleStyle", forms: ["toggleStyle(_:)"], summary: "A custom `ToggleStyle`; built-in styles are drawn as `.switch`.") { e, m in
            try e.toggleStyle(m)
        },
        ModifierSpec(name: "textFieldStyle", forms: ["textFieldStyle(_:)"], summary: "`.automatic`, `.plain` or `.roundedBorder`.") { e, m in
            try e.textFieldStyle(m)
        },
        ModifierSpec(name: "pickerStyle", forms: ["pickerStyle(_:)"],
                     summary: "`.segmented`, `.menu`, `.inline`, `.navigationLink`; `.wheel` is drawn as `.menu`, `.palette` as `.segmented`.") { e, m in
            try e.pickerStyle(m)
        },
        ModifierSpec(name: "datePickerStyle", forms: ["datePickerStyle(_:)"], summary: "`.compact` or `.graphical`; `.wheel` is drawn as `.compact`.") { e, m in
            try e.datePickerStyle(m)
        },
        ModifierSpec(name: "labelsHidden", forms: ["labelsHidden()"], summary: "Controls below draw without their label.") { e, m in
            try e.environment(m, .labelsHidden)
        },
    ]
}
