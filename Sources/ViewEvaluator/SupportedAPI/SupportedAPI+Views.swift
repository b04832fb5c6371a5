import ViewTree

extension SupportedAPI {
    /// Containers. Stack defaults: reference §2 (spacing nil = adaptive, centre alignment).
    static let layoutViews: [ViewSpec] = [
        ViewSpec(name: "HStack", forms: ["HStack(alignment:spacing:content:)"], summary: "Arranges views in a horizontal line.") { i, c in
            .view(try i.node(.hStack(alignment: try i.verticalArgument(c.arguments["alignment"], default: .center), spacing: try i.optionalDouble(c.arguments["spacing"])),
                             try i.builderViews(c.content, at: c.location), at: c.location))
        },
        ViewSpec(name: "VStack", forms: ["VStack(alignment:spacing:content:)"], summary: "Arranges views in a vertical line.") { i, c in
            .view(try i.node(.vStack(alignment: try i.horizontalArgument(c.arguments["alignment"], default: .center), spacing: try i.optionalDouble(c.arguments["spacing"])),
                             try i.builderViews(c.content, at: c.location), at: c.location))
        },
        ViewSpec(name: "ZStack", forms: ["ZStack(alignment:content:)"], summary: "Overlays views, aligned on both axes.") { i, c in
            .view(try i.node(.zStack(alignment: i.alignmentArgument(c.arguments["alignment"], default: .center)), try i.builderViews(c.content, at: c.location), at: c.location))
        },
        ViewSpec(name: "LazyHStack", forms: ["LazyHStack(alignment:spacing:content:)"], summary: "Laid out as an HStack (no scrolling, so laziness has no visible effect).") { i, c in
            .view(try i.node(.hStack(alignment: try i.verticalArgument(c.arguments["alignment"], default: .center), spacing: try i.optionalDouble(c.arguments["spacing"])),
                             try i.builderViews(c.content, at: c.location), at: c.location, displayName: "LazyHStack"))
        },
        ViewSpec(name: "LazyVStack", forms: ["LazyVStack(alignment:spacing:content:)"], summary: "Laid out as a VStack (no scrolling, so laziness has no visible effect).") { i, c in
            .view(try i.node(.vStack(alignment: try i.horizontalArgument(c.arguments["alignment"], default: .center), spacing: try i.optionalDouble(c.arguments["spacing"])),
                             try i.builderViews(c.content, at: c.location), at: c.location, displayName: "LazyVStack"))
        },
        ViewSpec(name: "HStackLayout", forms: ["HStackLayout(alignment:spacing:content:)"], summary: "The HStack layout as a value, for AnyLayout.") { i, c in
            .view(try i.node(.hStack(alignment: try i.verticalArgument(c.arguments["alignment"], default: .center), spacing: try i.optionalDouble(c.arguments["spacing"])),
                             try i.builderViews(c.content, at: c.location), at: c.location, displayName: "HStackLayout"))
        },
        ViewSpec(name: "VStackLayout", forms: ["VStackLayout(alignment:spacing:content:)"], summary: "The VStack layout as a value, for AnyLayout.") { i, c in
            .view(try i.node(.vStack(alignment: try i.horizontalArgument(c.arguments["alignment"], default: .center), spacing: try i.optionalDouble(c.arguments["spacing"])),
                             try i.builderViews(c.content, at: c.location), at: c.location, displayName: "VStackLayout"))
        },
        ViewSpec(name: "ZStackLayout", forms: ["ZStackLayout(alignment:content:)"], summary: "The ZStack layout as a value, for AnyLayout.") { i, c in
            .view(try i.node(.zStack(alignment: i.alignmentArgument(c.arguments["alignment"], default: .center)), try i.builderViews(c.content, at: c.location),
                             at: c.location, displayName: "ZStackLayout"))
        },
        ViewSpec(name: "AnyLayout", forms: ["AnyLayout(_:content:)"], summary: "A type-erased stack layout; `AnyLayout(VStackLayout()) { … }` lays out like the stack.") { i, c in
            try i.anyLayout(c)
        },
        ViewSpec(name: "Group", forms: ["Group(content:)"], summary: "Groups views without affecting layout; they join the enclosing container.") { i, c in
            .view(try i.node(.group, try i.builderViews(c.content, at: c.location), at: c.location))
        },
        ViewSpec(name: "ForEach", forms: ["ForEach(_:content:)", "ForEach(_:id:content:)"], summary: "One set of views per element of a collection or range.") { i, c in
            try i.forEach(c)
        },
        ViewSpec(name: "GeometryReader", forms: ["GeometryReader(content:)"], summary: "Takes all offered space; its content closure sees the final size.") { i, c in
            try i.geometryReader(c)
        },
    ]

    /// Views without children of their own (text, images, shapes, colours, spacers).
    static let leafViews: [ViewSpec] = [
        ViewSpec(name: "Text", forms: ["Text(_:)", "Text(verbatim:)"], summary: "A run of text; `Text + Text` joins runs.") { i, c in
            try i.text(c)
        },
        ViewSpec(name: "Image", forms: ["Image(_:)", "Image(systemName:)", "Image(decorative:)"], summary: "An asset image (size from the site's asset table) or an SF Symbol.") { i, c in
            try i.image(c)
        },
        ViewSpec(name: "Color", forms: ["Color(red:green:blue:opacity:)", "Color(white:opacity:)", "Color(hue:saturation:brightness:opacity:)", "Color(_:)"],
                 summary: "A colour; as a view it fills the space offered.") { i, c in
            try i.colorInitializer(c)
        },
        ViewSpec(name: "LinearGradient", forms: ["LinearGradient(colors:startPoint:endPoint:)", "LinearGradient(gradient:startPoint:endPoint:)", "LinearGradient(stops:startPoint:endPoint:)"],
                 summary: "A linear gradient; as a view it fills the space offered.") { i, c in
            try i.linearGradient(c)
        },
        ViewSpec(name: "Rectangle", forms: ["Rectangle()"], summary: "A rectangle filling the space offered.") { i, c in
            .view(try i.node(.shape(.rectangle, ShapeStyling()), at: c.location))
        },
        ViewSpec(name: "RoundedRectangle", forms: ["RoundedRectangle(cornerRadius:style:)", "RoundedRectangle(cornerSize:style:)"], summary: "A rectangle with rounded corners.",
                 requires: [["cornerRadius", "cornerSize"]]) { i, c in
            try i.roundedRectangle(c)
        },
        ViewSpec(name: "Circle", forms: ["Circle()"], summary: "A circle centred in the space offered.") { i, c in
            .view(try i.node(.shape(.circle, ShapeStyling()), at: c.location))
        },
        ViewSpec(name: "Ellipse", forms: ["Ellipse()"], summary: "An ellipse filling the space offered.") { i, c in
            .view(try i.node(.shape(.ellipse, ShapeStyling()), at: c.location))
        },
        ViewSpec(name: "Capsule", forms: ["Capsule(style:)"], summary: "A rectangle with fully rounded ends.") { i, c in
            .view(try i.node(.shape(.capsule(style: i.cornerStyle(c.arguments["style"])), ShapeStyling()), at: c.location))
        },
        ViewSpec(name: "Spacer", forms: ["Spacer(minLength:)"], summary: "Flexible space along the enclosing stack's axis.") { i, c in
            .view(try i.node(.spacer(minLength: try i.optionalDouble(c.arguments["minLength"])), at: c.location))
        },
        ViewSpec(name: "Divider", forms: ["Divider()"], summary: "A thin separator line across the enclosing stack's axis.") { i, c in
            .view(try i.node(.divider, at: c.location))
        },
        ViewSpec(name: "EmptyView", forms: ["EmptyView()"], summary: "Nothing; takes no space.") { i, c in
            .view(try i.node(.emptyView, at: c.location))
        },
    ]

    /// Controls, drawn at their iOS default sizes by the layout engine (reference §9).
    static let controlViews: [ViewSpec] = [
        ViewSpec(name: "Button", forms: ["Button(_:action:)", "Button(_:systemImage:action:)", "Button(action:label:)", "Button(_:role:action:)", "Button(role:action:label:)"],
                 summary: "A borderless button showing its label in the accent colour.") { i, c in
            try i.button(c)
        },
        ViewSpec(name: "Toggle", forms: ["Toggle(_:isOn:)", "Toggle(isOn:label:)"], summary: "A label and a switch showing the bound value.", requires: [["isOn"]]) { i, c in
            try i.toggle(c)
        },
        ViewSpec(name: "Label", forms: ["Label(_:systemImage:)", "Label(_:image:)", "Label(title:icon:)"], summary: "An icon beside a title.",
                 requires: [["systemImage", "image", "icon"]]) { i, c in
            try i.label(c)
        },
        ViewSpec(name: "GroupBox", forms: ["GroupBox(_:content:)", "GroupBox(content:)", "GroupBox(label:content:)", "GroupBox(content:label:)"],
                 summary: "Content on a rounded secondary background, with an optional headline label.") { i, c in
            try i.groupBox(c)
        },
        ViewSpec(name: "Picker", forms: ["Picker(_:selection:content:)", "Picker(selection:label:content:)", "Picker(selection:content:label:)"],
                 summary: "Drawn as a segmented control; the selected segment is the option whose `.tag` equals the selection.", requires: [["selection"]]) { i, c in
            try i.picker(c)
        },
        ViewSpec(name: "DatePicker", forms: ["DatePicker(_:selection:displayedComponents:)", "DatePicker(_:selection:in:displayedComponents:)"],
                 summary: "A label with compact date and time pills showing a fixed sample date.", requires: [["selection"]]) { i, c in
            try i.datePicker(c)
        },
        ViewSpec(name: "ProgressView", forms: ["ProgressView()", "ProgressView(_:)", "ProgressView(value:)", "ProgressView(value:total:)", "ProgressView(_:value:total:)"],
                 summary: "A spinner, or a bar when given a value.") { i, c in
            try i.progressView(c)
        },
    ]
}
