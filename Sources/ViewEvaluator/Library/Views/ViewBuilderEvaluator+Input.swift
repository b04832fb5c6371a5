import ViewTree

/// Builders of text input, value and link controls (`SupportedAPI.inputViews`), drawn at their
/// iOS default sizes by the layout engine (Containers.md §10).
extension ViewBuilderEvaluator {
    /// `TextField("Title", text: $s, prompt:)`, `TextField("Title", value: $n, format:)`, and
    /// `SecureField`: the field shows the bound text, or else the prompt (or the title) as its
    /// placeholder; a secure field shows one bullet per character (Apple doc `SecureField`).
    func textField(_ c: BuiltinCall, secure: Bool) throws -> Value {
        let bound = (c.arguments["text"] ?? c.arguments["value"])?.value.boundValue ?? .null
        var typed = ""
        if case .null = bound {} else { typed = bound.asString ?? values.describe(bound) }
        if secure { typed = String(repeating: "•", count: typed.count) }
        let shown: ViewNode
        if !typed.isEmpty {
            shown = try node(.text(TextContent(typed)), at: c.location)
        } else if let prompt = c.arguments["prompt"] {
            shown = try titleText(prompt)
        } else if let title = c.first {
            shown = try titleText(title)
        } else {
            shown = try node(.text(TextContent("")), at: c.location)
        }
        return .view(try node(.control(.textField(isEmpty: typed.isEmpty, isSecure: secure)), [shown], at: c.location))
    }

    /// `TextEditor(text: $s)`: the bound text at the top leading corner of all the space offered.
    func textEditor(_ c: BuiltinCall) throws -> Value {
        let text = c.arguments["text"]?.value.boundValue.asString ?? ""
        return .view(try node(.control(.textEditor), [try node(.text(TextContent(text)), at: c.location)], at: c.location))
    }

    /// `Slider(value: $v, in: lo...hi) { label } minimumValueLabel: { } maximumValueLabel: { }`:
    /// the thumb sits at (v − lo) / (hi − lo); the label is not drawn on iOS (Apple doc `Slider`).
    func slider(_ c: BuiltinCall) throws -> Value {
        let value = c.arguments["value"]?.value.boundValue.asDouble ?? 0
        var (lower, upper) = (0.0, 1.0)
        if case .range(let r)? = c.arguments["in"]?.value, let lo = r.lower.asDouble, let hi = r.upper.asDouble { (lower, upper) = (lo, hi) }
        let fraction = upper > lower ? min(max((value - lower) / (upper - lower), 0), 1) : 0
        var labels: [ViewNode] = []
        if let minimum = c.arguments["minimumValueLabel"], let maximum = c.arguments["maximumValueLabel"] {
            labels = [try singleView(of: .views(try builderViews(minimum.value, at: minimum.location)), at: minimum.location),
                      try singleView(of: .views(try builderViews(maximum.value, at: maximum.location)), at: maximum.location)]
        }
        return .view(try node(.control(.slider(fraction: fraction)), labels, at: c.location))
    }

    /// `Stepper("Title", value: $n, in:)`, `Stepper(value:) { label }`, `Stepper("Title", onIncrement:onDecrement:)`.
    func stepper(_ c: BuiltinCall) throws -> Value {
        .view(try node(.control(.stepper), try controlLabel(c), at: c.location))
    }

    /// `Menu("Title") { items }`, `Menu("Title", systemImage:) { }`, `Menu { items } label: { }`:
    /// the label as a button; the items show only when the menu opens, so they are checked, not drawn.
    func menu(_ c: BuiltinCall) throws -> Value {
        if c.first != nil || c.arguments["label"] != nil { _ = try builderViews(c.content, at: c.location) }
        return .view(try node(.control(.menu), try buttonLabel(c, closure: "label"), at: c.location))
    }

    /// `Link("Title", destination: url)`, `Link(destination:) { label }`: drawn as a borderless button.
    func link(_ c: BuiltinCall) throws -> Value {
        .view(try node(.control(.link), try buttonLabel(c, closure: "label"), at: c.location))
    }

    /// `EditButton()` outside an edit session: a button whose label is "Edit" (Apple doc `EditButton`).
    func editButton(_ c: BuiltinCall) throws -> Value {
        .view(try node(.control(.button), [try node(.text(TextContent("Edit")), at: c.location)], at: c.location))
    }

    /// `ShareLink(item:)` shows Label("Share", systemImage: "square.and.arrow.up"); a title or
    /// a label closure replaces the text (Apple doc `ShareLink`).
    func shareLink(_ c: BuiltinCall) throws -> Value {
        var labels = try builderViews(c.arguments["label"]?.value ?? c.content, at: c.location)
        if labels.isEmpty {
            let title = try c.first.map(titleText) ?? node(.text(TextContent("Share")), at: c.location)
            let icon = try node(.image(ImageContent(.systemSymbol(name: c.arguments["systemImage"]?.value.asString ?? "square.and.arrow.up"))), at: c.location)
            labels = [try node(.control(.label), [title, icon], at: c.location)]
        }
        return .view(try node(.control(.shareLink), labels, at: c.location))
    }

    /// `Gauge(value:in:) { label } currentValueLabel: { } minimumValueLabel: { } maximumValueLabel: { }`:
    /// a linear capacity bar filled to (v − lo) / (hi − lo).
    func gauge(_ c: BuiltinCall) throws -> Value {
        let value = coercion.optionalDouble(c.arguments["value"]) ?? 0
        var (lower, upper) = (0.0, 1.0)
        if case .range(let r)? = c.arguments["in"]?.value, let lo = r.lower.asDouble, let hi = r.upper.asDouble { (lower, upper) = (lo, hi) }
        let label = try c.first.map { [try titleText($0)] } ?? builderViews(c.arguments["label"]?.value ?? c.content, at: c.location)
        var range: [ViewNode] = []
        if let minimum = c.arguments["minimumValueLabel"], let maximum = c.arguments["maximumValueLabel"] {
            range = [try singleView(of: .views(try builderViews(minimum.value, at: minimum.location)), at: minimum.location),
                     try singleView(of: .views(try builderViews(maximum.value, at: maximum.location)), at: maximum.location)]
        }
        let fraction = upper > lower ? (value - lower) / (upper - lower) : 0
        let kind = ControlKind.gauge(fraction: fraction, hasLabel: !label.isEmpty, hasRangeLabels: !range.isEmpty)
        return .view(try node(.control(kind), Array(label.prefix(1)) + range, at: c.location))
    }

    /// `ColorPicker("Title", selection: $color)`: the well shows the bound colour when it is known.
    func colorPicker(_ c: BuiltinCall) throws -> Value {
        let selection = c.arguments["selection"]?.value.boundValue.asColor
        return .view(try node(.control(.colorPicker(selection: selection)), try controlLabel(c), at: c.location))
    }

    /// `LabeledContent("Title", value: "v")`, `LabeledContent("Title") { content }`,
    /// `LabeledContent { content } label: { label }`.
    func labeledContent(_ c: BuiltinCall) throws -> Value {
        let label = try c.first.map { [try titleText($0)] } ?? builderViews(c.arguments["label"]?.value, at: c.location)
        var content: [ViewNode]
        if let value = c.arguments["value"] {
            content = [try node(.text(TextContent(value.value.asString ?? values.describe(value.value))), at: value.location)]
        } else {
            content = try builderViews(c.content, at: c.location)
        }
        return .view(try node(.control(.labeledContent), Array(label.prefix(1)) + [try singleView(of: .views(content), at: c.location)], at: c.location))
    }

    /// A title string, or the `label:` closure (or the trailing closure when there is no title).
    private func controlLabel(_ c: BuiltinCall) throws -> [ViewNode] {
        try c.first.map { [try titleText($0)] } ?? builderViews(c.arguments["label"]?.value ?? c.content, at: c.location)
    }

    /// A button-like label: a title (with an optional `systemImage`), or the named label closure.
    private func buttonLabel(_ c: BuiltinCall, closure: String) throws -> [ViewNode] {
        guard let title = c.first else { return try builderViews(c.arguments[closure]?.value ?? c.content, at: c.location) }
        let text = try titleText(title)
        guard let icon = c.arguments["systemImage"]?.value.asString else { return [text] }
        let image = try node(.image(ImageContent(.systemSymbol(name: icon))), at: title.location)
        return [try node(.control(.label), [text, image], at: c.location)]
    }
}
