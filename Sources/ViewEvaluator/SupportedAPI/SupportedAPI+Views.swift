import ViewTree

extension SupportedAPI {
    /// Containers. Stack defaults: Layout.md §2 (spacing nil = adaptive, centre alignment).
    static let layoutViews: [ViewSpec] = [
        ViewSpec(name: "HStack", forms: ["HStack(alignment:spacing:content:)"], summary: "Arranges views in a horizontal line.") { v, c in
            try v.hStack(c)
        },
        ViewSpec(name: "VStack", forms: ["VStack(alignment:spacing:content:)"], summary: "Arranges views in a vertical line.") { v, c in
            try v.vStack(c)
        },
        ViewSpec(name: "ZStack", forms: ["ZStack(alignment:content:)"], summary: "Overlays views, aligned on both axes.") { v, c in
            try v.zStack(c)
        },
        ViewSpec(name: "HStackLayout", forms: ["HStackLayout(alignment:spacing:content:)"], summary: "The HStack layout as a value, for AnyLayout.") { v, c in
            try v.hStack(c, displayName: "HStackLayout")
        },
        ViewSpec(name: "VStackLayout", forms: ["VStackLayout(alignment:spacing:content:)"], summary: "The VStack layout as a value, for AnyLayout.") { v, c in
            try v.vStack(c, displayName: "VStackLayout")
        },
        ViewSpec(name: "ZStackLayout", forms: ["ZStackLayout(alignment:content:)"], summary: "The ZStack layout as a value, for AnyLayout.") { v, c in
            try v.zStack(c, displayName: "ZStackLayout")
        },
        ViewSpec(name: "AnyLayout", forms: ["AnyLayout(_:content:)"], summary: "A type-erased stack layout; `AnyLayout(VStackLayout()) { … }` lays out like the stack.") { v, c in
            try v.anyLayout(c)
        },
        ViewSpec(name: "Group", forms: ["Group(content:)"], summary: "Groups views without affecting layout; they join the enclosing container.") { v, c in
            .view(try v.node(.group, try v.builderViews(c.content, at: c.location), at: c.location))
        },
        ViewSpec(name: "ForEach", forms: ["ForEach(_:content:)", "ForEach(_:id:content:)"], summary: "One set of views per element of a collection or range.") { v, c in
            try v.forEach(c)
        },
        ViewSpec(name: "GeometryReader", forms: ["GeometryReader(content:)"], summary: "Takes all offered space; its content closure sees the final size.") { v, c in
            try v.geometryReader(c)
        },
    ]

    /// Views without children of their own (text, images, shapes, colours, spacers).
    static let leafViews: [ViewSpec] = [
        ViewSpec(name: "Text", forms: ["Text(_:)", "Text(verbatim:)", "Text(_:style:)", "Text(_:format:)", "Text(timerInterval:countsDown:)"], summary: "A run of text; `Text + Text` joins runs; dates and numbers are formatted from the sample date in en_US.") { v, c in
            try v.text(c)
        },
        ViewSpec(name: "Image", forms: ["Image(_:)", "Image(systemName:)", "Image(decorative:)"], summary: "An asset image (size from the site's asset table) or an SF Symbol.") { v, c in
            try v.image(c)
        },
        ViewSpec(name: "AsyncImage", forms: ["AsyncImage(url:scale:)", "AsyncImage(url:scale:content:placeholder:)", "AsyncImage(url:scale:transaction:content:)"],
                 summary: "Still loading, as in any preview: its placeholder, its content for `AsyncImagePhase.empty`, or a grey fill.", requires: [["url"]]) { v, c in
            try v.asyncImage(c)
        },
        ViewSpec(name: "Color", forms: ["Color(red:green:blue:opacity:)", "Color(white:opacity:)", "Color(hue:saturation:brightness:opacity:)", "Color(_:)"],
                 summary: "A colour; as a view it fills the space offered.") { v, c in
            try v.colorInitializer(c)
        },
        ViewSpec(name: "LinearGradient", forms: ["LinearGradient(colors:startPoint:endPoint:)", "LinearGradient(gradient:startPoint:endPoint:)", "LinearGradient(stops:startPoint:endPoint:)"],
                 summary: "A linear gradient; as a view it fills the space offered.") { v, c in
            try v.linearGradient(c)
        },
        ViewSpec(name: "RadialGradient", forms: ["RadialGradient(colors:center:startRadius:endRadius:)", "RadialGradient(gradient:center:startRadius:endRadius:)", "RadialGradient(stops:center:startRadius:endRadius:)"],
                 summary: "A radial gradient, rings from the start radius to the end radius around the centre; as a view it fills the space offered.") { v, c in
            try v.radialGradient(c)
        },
        ViewSpec(name: "Canvas", forms: ["Canvas(opaque:colorMode:rendersAsynchronously:renderer:)", "Canvas(opaque:colorMode:rendersAsynchronously:renderer:symbols:)"],
                 summary: "Takes the space offered, like a colour; its drawing is not shown (a warning says so).") { v, c in
            try v.canvas(c)
        },
        ViewSpec(name: "Rectangle", forms: ["Rectangle()"], summary: "A rectangle filling the space offered.") { v, c in
            .view(try v.node(.shape(.rectangle, ShapeStyling()), at: c.location))
        },
        ViewSpec(name: "RoundedRectangle", forms: ["RoundedRectangle(cornerRadius:style:)", "RoundedRectangle(cornerSize:style:)"], summary: "A rectangle with rounded corners.",
                 requires: [["cornerRadius", "cornerSize"]]) { v, c in
            try v.roundedRectangle(c)
        },
        ViewSpec(name: "Circle", forms: ["Circle()"], summary: "A circle centred in the space offered.") { v, c in
            .view(try v.node(.shape(.circle, ShapeStyling()), at: c.location))
        },
        ViewSpec(name: "Ellipse", forms: ["Ellipse()"], summary: "An ellipse filling the space offered.") { v, c in
            .view(try v.node(.shape(.ellipse, ShapeStyling()), at: c.location))
        },
        ViewSpec(name: "Capsule", forms: ["Capsule(style:)"], summary: "A rectangle with fully rounded ends.") { v, c in
            .view(try v.node(.shape(.capsule(style: BuiltinValues.cornerStyle(c.arguments["style"]?.value)), ShapeStyling()), at: c.location))
        },
        ViewSpec(name: "Spacer", forms: ["Spacer(minLength:)"], summary: "Flexible space along the enclosing stack's axis.") { v, c in
            .view(try v.node(.spacer(minLength: v.coercion.optionalDouble(c.arguments["minLength"])), at: c.location))
        },
        ViewSpec(name: "Divider", forms: ["Divider()"], summary: "A thin separator line across the enclosing stack's axis.") { v, c in
            .view(try v.node(.divider, at: c.location))
        },
        ViewSpec(name: "EmptyView", forms: ["EmptyView()"], summary: "Nothing; takes no space.") { v, c in
            .view(try v.node(.emptyView, at: c.location))
        },
    ]

    /// Controls, drawn at their iOS default sizes by the layout engine (Layout.md §9).
    static let controlViews: [ViewSpec] = [
        ViewSpec(name: "Button", forms: ["Button(_:action:)", "Button(_:systemImage:action:)", "Button(action:label:)", "Button(_:role:action:)", "Button(role:action:label:)"],
                 summary: "A borderless button showing its label in the accent colour.") { v, c in
            try v.button(c)
        },
        ViewSpec(name: "Toggle", forms: ["Toggle(_:isOn:)", "Toggle(isOn:label:)"], summary: "A label and a switch showing the bound value.", requires: [["isOn"]]) { v, c in
            try v.toggle(c)
        },
        ViewSpec(name: "Label", forms: ["Label(_:systemImage:)", "Label(_:image:)", "Label(title:icon:)"], summary: "An icon beside a title.",
                 requires: [["systemImage", "image", "icon"]]) { v, c in
            try v.label(c)
        },
        ViewSpec(name: "GroupBox", forms: ["GroupBox(_:content:)", "GroupBox(content:)", "GroupBox(label:content:)", "GroupBox(content:label:)"],
                 summary: "Content on a rounded secondary background, with an optional headline label.") { v, c in
            try v.groupBox(c)
        },
        ViewSpec(name: "ContentUnavailableView", forms: ["ContentUnavailableView(_:systemImage:description:)", "ContentUnavailableView(_:image:description:)",
                                                          "ContentUnavailableView(label:description:actions:)"],
                 summary: "A symbol over a bold title, a secondary description and actions, centred in all the space offered; also `ContentUnavailableView.search` and `.search(text:)`.") { v, c in
            try v.contentUnavailable(c)
        },
        ViewSpec(name: "Picker", forms: ["Picker(_:selection:content:)", "Picker(selection:label:content:)", "Picker(selection:content:label:)"],
                 summary: "Drawn as a menu button showing the selected option (iOS 16's default, in a stack or a Form) unless `.pickerStyle` says otherwise; the selected option is the one whose `.tag` equals the selection.", requires: [["selection"]]) { v, c in
            try v.picker(c)
        },
        ViewSpec(name: "DatePicker", forms: ["DatePicker(_:selection:displayedComponents:)", "DatePicker(_:selection:in:displayedComponents:)"],
                 summary: "A label with compact date and time pills showing a fixed sample date.", requires: [["selection"]]) { v, c in
            try v.datePicker(c)
        },
        ViewSpec(name: "ProgressView", forms: ["ProgressView()", "ProgressView(_:)", "ProgressView(value:)", "ProgressView(value:total:)", "ProgressView(_:value:total:)"],
                 summary: "A spinner, or a bar when given a value.") { v, c in
            try v.progressView(c)
        },
    ]
}
