import ViewTree

extension SupportedAPI {
    /// Modifiers that change size or position (Layout.md §3–§6).
    static let layoutModifiers: [ModifierSpec] = [
        ModifierSpec(name: "frame", forms: ["frame(width:height:alignment:)", "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)"],
                     summary: "A fixed or flexible frame around the view, aligning it inside.", numbersAreCGFloat: true) { e, m in try e.frame(m) },
        ModifierSpec(name: "padding", forms: ["padding(_:_:)", "padding(_:)"], summary: "Insets the view by the given (or the default 16 pt) length.",
                     numbersAreCGFloat: true) { e, m in try e.padding(m) },
        ModifierSpec(name: "fixedSize", forms: ["fixedSize()", "fixedSize(horizontal:vertical:)"], summary: "Proposes the ideal size on the chosen axes.") { e, m in
            let h = m.arguments["horizontal"]?.value.asBool ?? (m.arguments.isEmpty)
            let v = m.arguments["vertical"]?.value.asBool ?? (m.arguments.isEmpty)
            return try e.wrap(try e.content(m), .fixedSize(horizontal: h, vertical: v), at: m.location)
        },
        ModifierSpec(name: "layoutPriority", forms: ["layoutPriority(_:)"], summary: "Stacks offer space to higher priorities first.", numbersAreCGFloat: true) { e, m in
            try e.wrap(try e.content(m), .layoutPriority(e.coercion.optionalDouble(m.first) ?? 0), at: m.location)
        },
        ModifierSpec(name: "offset", forms: ["offset(x:y:)", "offset(_:)"], summary: "Moves the drawn view without changing its layout.", numbersAreCGFloat: true) { e, m in
            let p = e.pointArgument(m)
            return try e.wrap(try e.content(m), .offset(x: p.x, y: p.y), at: m.location)
        },
        ModifierSpec(name: "position", forms: ["position(x:y:)", "position(_:)"], summary: "Places the view's centre at a point in its parent; takes all offered space.",
                     numbersAreCGFloat: true) { e, m in
            let p = e.pointArgument(m)
            return try e.wrap(try e.content(m), .position(x: p.x, y: p.y), at: m.location)
        },
        ModifierSpec(name: "aspectRatio", forms: ["aspectRatio(_:contentMode:)"], summary: "Fits or fills a ratio (or the content's own ratio).",
                     numbersAreCGFloat: true) { e, m in try e.aspectRatio(m) },
        ModifierSpec(name: "scaledToFit", forms: ["scaledToFit()"], summary: "Same as aspectRatio(contentMode: .fit).") { e, m in
            try e.wrap(try e.content(m), .aspectRatio(nil, contentMode: .fit), at: m.location)
        },
        ModifierSpec(name: "scaledToFill", forms: ["scaledToFill()"], summary: "Same as aspectRatio(contentMode: .fill).") { e, m in
            try e.wrap(try e.content(m), .aspectRatio(nil, contentMode: .fill), at: m.location)
        },
        ModifierSpec(name: "alignmentGuide", forms: ["alignmentGuide(_:computeValue:)"], summary: "Overrides one alignment guide with a computed value.") { e, m in
            try e.alignmentGuide(m)
        },
        ModifierSpec(name: "modifier", forms: ["modifier(_:)"], summary: "Applies a ViewModifier struct; its body wraps the view.") { e, m in
            try e.declarations.applyViewModifier(m.first?.value ?? .null, to: try e.content(m), at: m.location)
        },
    ]

    /// Modifiers that layer views behind or in front (Layout.md §3.2).
    static let secondaryModifiers: [ModifierSpec] = [
        ModifierSpec(name: "overlay", forms: ["overlay(alignment:content:)", "overlay(_:alignment:)", "overlay(_:in:)", "overlay(_:ignoresSafeAreaEdges:)"],
                     summary: "Views or a style in front of the view, proposed its size.") { e, m in try e.secondary(m, overlay: true) },
        ModifierSpec(name: "background", forms: ["background(alignment:content:)", "background(_:alignment:)", "background(_:in:)", "background(_:ignoresSafeAreaEdges:)", "background()"],
                     summary: "Views or a style behind the view, proposed its size.") { e, m in try e.secondary(m, overlay: false) },
        ModifierSpec(name: "border", forms: ["border(_:width:)"], summary: "A stroke inside the view's bounds.", numbersAreCGFloat: true) { e, m in try e.border(m) },
    ]

    /// Modifiers that change only drawing (Layout.md §3.4, §5.4, §5.6).
    static let drawingModifiers: [ModifierSpec] = [
        ModifierSpec(name: "opacity", forms: ["opacity(_:)"], summary: "Transparency; on a colour it becomes the colour's opacity.", numbersAreCGFloat: true) { e, m in
            let factor = e.coercion.optionalDouble(m.first) ?? 1
            if case .color(let c) = m.base { return .color(c.opacity(factor)) }
            return try e.wrap(try e.content(m), .effect(.opacity(factor)), at: m.location)
        },
        ModifierSpec(name: "clipShape", forms: ["clipShape(_:style:)"], summary: "Clips drawing to a shape.") { e, m in try e.clipShape(m) },
        ModifierSpec(name: "clipped", forms: ["clipped(antialiased:)"], summary: "Clips drawing to the view's bounds.") { e, m in
            try e.wrap(try e.content(m), .effect(.clipped), at: m.location)
        },
        ModifierSpec(name: "cornerRadius", forms: ["cornerRadius(_:antialiased:)"], summary: "Clips to a rounded rectangle.", numbersAreCGFloat: true) { e, m in
            try e.wrap(try e.content(m), .effect(.cornerRadius(e.coercion.optionalDouble(m.first) ?? 0)), at: m.location)
        },
        ModifierSpec(name: "hidden", forms: ["hidden()"], summary: "Keeps the view's layout but draws nothing.") { e, m in
            try e.wrap(try e.content(m), .effect(.hidden), at: m.location)
        },
        ModifierSpec(name: "rotationEffect", forms: ["rotationEffect(_:anchor:)"], summary: "Rotates drawing around an anchor; layout is unchanged.") { e, m in
            try e.rotation(m)
        },
        ModifierSpec(name: "scaleEffect", forms: ["scaleEffect(_:anchor:)", "scaleEffect(x:y:anchor:)"], summary: "Scales drawing around an anchor; layout is unchanged.",
                     numbersAreCGFloat: true) { e, m in try e.scale(m) },
        ModifierSpec(name: "shadow", forms: ["shadow(color:radius:x:y:)"], summary: "A blurred shadow behind the drawing.", numbersAreCGFloat: true) { e, m in
            try e.shadow(m)
        },
    ]

    /// Shape styling and image resizing, which change the leaf itself.
    static let shapeAndImageModifiers: [ModifierSpec] = [
        ModifierSpec(name: "fill", forms: ["fill(_:style:)", "fill()"], summary: "Fills a shape.") { e, m in
            try e.styleShape(m) { styling, paint, _ in styling.fill = paint }
        },
        ModifierSpec(name: "stroke", forms: ["stroke(_:lineWidth:)", "stroke(lineWidth:)", "stroke(_:style:)", "stroke(style:)"], summary: "Strokes a shape's outline, centred on the path.") { e, m in
            try e.styleShape(m) { styling, paint, width in styling.stroke = ShapeStyling.Stroke(paint: paint, lineWidth: width, inside: false) }
        },
        ModifierSpec(name: "strokeBorder", forms: ["strokeBorder(_:lineWidth:)", "strokeBorder(lineWidth:)", "strokeBorder(_:style:)"], summary: "Strokes a shape's outline inside its bounds.") { e, m in
            try e.styleShape(m) { styling, paint, width in styling.stroke = ShapeStyling.Stroke(paint: paint, lineWidth: width, inside: true) }
        },
        ModifierSpec(name: "resizable", forms: ["resizable(capInsets:resizingMode:)"], summary: "Lets an image take the size offered instead of its own.") { e, m in
            try e.resizable(m)
        },
        ModifierSpec(name: "tag", forms: ["tag(_:)", "tag(_:includeOptional:)"], summary: "Identifies a Picker option; the option whose tag equals the selection is selected.") { e, m in
            try e.tag(m)
        },
    ]
}
