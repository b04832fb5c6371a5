extension SupportedAPI {
    /// Text input, value and link controls, drawn at their iOS default sizes (Containers.md §10).
    static let inputViews: [ViewSpec] = [
        ViewSpec(name: "TextField", forms: ["TextField(_:text:prompt:axis:)", "TextField(_:value:format:prompt:)", "TextField(text:prompt:axis:label:)"],
                 summary: "One line of text as wide as offered; the prompt (or title) is the placeholder. `.roundedBorder` adds a border.",
                 requires: [["text", "value"]]) { v, c in
            try v.textField(c, secure: false)
        },
        ViewSpec(name: "SecureField", forms: ["SecureField(_:text:prompt:)", "SecureField(text:prompt:label:)"],
                 summary: "A text field that shows a bullet per character.", requires: [["text"]]) { v, c in
            try v.textField(c, secure: true)
        },
        ViewSpec(name: "TextEditor", forms: ["TextEditor(text:)"], summary: "Multi-line text taking all the space offered.", requires: [["text"]]) { v, c in
            try v.textEditor(c)
        },
        ViewSpec(name: "Slider", forms: ["Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)", "Slider(value:in:step:onEditingChanged:)"],
                 summary: "A track as wide as offered with a 28-pt thumb at the value.", requires: [["value"]]) { v, c in
            try v.slider(c)
        },
        ViewSpec(name: "Stepper", forms: ["Stepper(_:value:in:step:onEditingChanged:)", "Stepper(value:in:step:onEditingChanged:label:)",
                                          "Stepper(_:onIncrement:onDecrement:onEditingChanged:)", "Stepper(onIncrement:onDecrement:onEditingChanged:label:)"],
                 summary: "The label, then the 94 × 32 minus/plus control at the trailing edge.", requires: [["value", "onIncrement", "onDecrement"]]) { v, c in
            try v.stepper(c)
        },
        ViewSpec(name: "Menu", forms: ["Menu(_:content:)", "Menu(_:systemImage:content:)", "Menu(content:label:primaryAction:)"],
                 summary: "Its label drawn as a button; the items appear only when the menu opens.") { v, c in
            try v.menu(c)
        },
        ViewSpec(name: "Link", forms: ["Link(_:destination:)", "Link(destination:label:)"], summary: "Its label drawn as a borderless button.",
                 requires: [["destination"]]) { v, c in
            try v.link(c)
        },
        ViewSpec(name: "EditButton", forms: ["EditButton()"], summary: "A borderless button titled \"Edit\" (a still preview is never editing).") { v, c in
            try v.editButton(c)
        },
        ViewSpec(name: "ShareLink", forms: ["ShareLink(_:item:subject:message:preview:)", "ShareLink(_:systemImage:item:subject:message:preview:)",
                                            "ShareLink(item:subject:message:preview:label:)", "ShareLink(items:subject:message:label:)"],
                 summary: "A button labelled \"Share\" with the square.and.arrow.up symbol, or its own label.", requires: [["item", "items"]]) { v, c in
            try v.shareLink(c)
        },
        ViewSpec(name: "Gauge", forms: ["Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)"],
                 summary: "A linear capacity bar filled to the value, its label above and range labels below.", requires: [["value"]]) { v, c in
            try v.gauge(c)
        },
        ViewSpec(name: "ColorPicker", forms: ["ColorPicker(_:selection:supportsOpacity:)", "ColorPicker(selection:supportsOpacity:label:)"],
                 summary: "The label, then a 28-pt colour well at the trailing edge.", requires: [["selection"]]) { v, c in
            try v.colorPicker(c)
        },
        ViewSpec(name: "LabeledContent", forms: ["LabeledContent(_:value:)", "LabeledContent(_:value:format:)", "LabeledContent(_:content:)", "LabeledContent(content:label:)"],
                 summary: "The label leading and the value trailing in the secondary colour.") { v, c in
            try v.labeledContent(c)
        },
    ]
}
