import ViewTree

extension SupportedAPI {
    /// Modifiers that change size or position (reference §3–§6).
    static let layoutModifiers: [ModifierSpec] = [
        ModifierSpec(name: "frame", forms: ["frame(width:height:alignment:)", "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)"],
                     summary: "A fixed or flexible frame around the view, aligning it inside.") { i, m in try i.frame(m) },
        ModifierSpec(name: "padding", forms: ["padding(_:_:)", "padding(_:)"], summary: "Insets the view by the given (or the default 16 pt) length.") { i, m in try i.padding(m) },
        ModifierSpec(name: "fixedSize", forms: ["fixedSize()", "fixedSize(horizontal:vertical:)"], summary: "Proposes the ideal size on the chosen axes.") { i, m in
            let h = m.arguments["horizontal"].flatMap { i.bool($0.value) } ?? (m.arguments.isEmpty)
            let v = m.arguments["vertical"].flatMap { i.bool($0.value) } ?? (m.arguments.isEmpty)
            return try i.wrap(try i.content(m), .fixedSize(horizontal: h, vertical: v), at: m.location)
        },
        ModifierSpec(name: "layoutPriority", forms: ["layoutPriority(_:)"], summary: "Stacks offer space to higher priorities first.") { i, m in
            try i.wrap(try i.content(m), .layoutPriority(try i.optionalDouble(m.first) ?? 0), at: m.location)
        },
        ModifierSpec(name: "offset", forms: ["offset(x:y:)", "offset(_:)"], summary: "Moves the drawn view without changing its layout.") { i, m in
            let p = try i.pointArgument(m)
            return try i.wrap(try i.content(m), .offset(x: p.x, y: p.y), at: m.location)
        },
        ModifierSpec(name: "position", forms: ["position(x:y:)", "position(_:)"], summary: "Places the view's centre at a point in its parent; takes all offered space.") { i, m in
            let p = try i.pointArgument(m)
            return try i.wrap(try i.content(m), .position(x: p.x, y: p.y), at: m.location)
        },
        ModifierSpec(name: "aspectRatio", forms: ["aspectRatio(_:contentMode:)"], summary: "Fits or fills a ratio (or the content's own ratio).") { i, m in
            try i.aspectRatio(m)
        },
        ModifierSpec(name: "scaledToFit", forms: ["scaledToFit()"], summary: "Same as aspectRatio(contentMode: .fit).") { i, m in
            try i.wrap(try i.content(m), .aspectRatio(nil, contentMode: .fit), at: m.location)
        },
        ModifierSpec(name: "scaledToFill", forms: ["scaledToFill()"], summary: "Same as aspectRatio(contentMode: .fill).") { i, m in
            try i.wrap(try i.content(m), .aspectRatio(nil, contentMode: .fill), at: m.location)
        },
        ModifierSpec(name: "alignmentGuide", forms: ["alignmentGuide(_:computeValue:)"], summary: "Overrides one alignment guide with a computed value.") { i, m in
            try i.alignmentGuide(m)
        },
        ModifierSpec(name: "modifier", forms: ["modifier(_:)"], summary: "Applies a ViewModifier struct; its body wraps the view.") { i, m in
            try i.applyViewModifier(m.first?.value ?? .null, to: try i.content(m), at: m.location)
        },
    ]

    /// Modifiers that layer views behind or in front (reference §3.2).
    static let secondaryModifiers: [ModifierSpec] = [
        ModifierSpec(name: "overlay", forms: ["overlay(alignment:content:)", "overlay(_:alignment:)", "overlay(_:in:)", "overlay(_:ignoresSafeAreaEdges:)"],
                     summary: "Views or a style in front of the view, proposed its size.") { i, m in try i.secondary(m, overlay: true) },
        ModifierSpec(name: "background", forms: ["background(alignment:content:)", "background(_:alignment:)", "background(_:in:)", "background(_:ignoresSafeAreaEdges:)", "background()"],
                     summary: "Views or a style behind the view, proposed its size.") { i, m in try i.secondary(m, overlay: false) },
        ModifierSpec(name: "border", forms: ["border(_:width:)"], summary: "A stroke inside the view's bounds.") { i, m in
            guard let paint = m.first.flatMap({ i.paint($0.value) }) else {
                if let first = m.first { i.reportBadArgument(first, expected: "ShapeStyle") }
                return m.base
            }
            return try i.wrap(try i.content(m), .border(paint, width: try i.optionalDouble(m.arguments["width"]) ?? 1), at: m.location)
        },
    ]

    /// Modifiers that change only drawing (reference §3.4, §5.4, §5.6).
    static let drawingModifiers: [ModifierSpec] = [
        ModifierSpec(name: "opacity", forms: ["opacity(_:)"], summary: "Transparency; on a colour it becomes the colour's opacity.") { i, m in
            let factor = try i.optionalDouble(m.first) ?? 1
            if case .color(let c) = m.base { return .color(c.opacity(factor)) }
            return try i.wrap(try i.content(m), .effect(.opacity(factor)), at: m.location)
        },
        ModifierSpec(name: "clipShape", forms: ["clipShape(_:style:)"], summary: "Clips drawing to a shape.") { i, m in
            guard let shape = m.first.flatMap({ i.shapeKind($0.value) }) else {
                if let first = m.first { i.reportBadArgument(first, expected: "Shape") }
                return m.base
            }
            return try i.wrap(try i.content(m), .effect(.clipShape(shape)), at: m.location)
        },
        ModifierSpec(name: "clipped", forms: ["clipped(antialiased:)"], summary: "Clips drawing to the view's bounds.") { i, m in
            try i.wrap(try i.content(m), .effect(.clipped), at: m.location)
        },
        ModifierSpec(name: "cornerRadius", forms: ["cornerRadius(_:antialiased:)"], summary: "Clips to a rounded rectangle.") { i, m in
            try i.wrap(try i.content(m), .effect(.cornerRadius(try i.optionalDouble(m.first) ?? 0)), at: m.location)
        },
        ModifierSpec(name: "hidden", forms: ["hidden()"], summary: "Keeps the view's layout but draws nothing.") { i, m in
            try i.wrap(try i.content(m), .effect(.hidden), at: m.location)
        },
        ModifierSpec(name: "rotationEffect", forms: ["rotationEffect(_:anchor:)"], summary: "Rotates drawing around an anchor; layout is unchanged.") { i, m in
            try i.rotation(m)
        },
        ModifierSpec(name: "scaleEffect", forms: ["scaleEffect(_:anchor:)", "scaleEffect(x:y:anchor:)"], summary: "Scales drawing around an anchor; layout is unchanged.") { i, m in
            try i.scale(m)
        },
        ModifierSpec(name: "shadow", forms: ["shadow(color:radius:x:y:)"], summary: "A blurred shadow behind the drawing.") { i, m in
            try i.shadow(m)
        },
    ]

    /// Shape styling and image resizing, which change the leaf itself.
    static let shapeAndImageModifiers: [ModifierSpec] = [
        ModifierSpec(name: "fill", forms: ["fill(_:style:)", "fill()"], summary: "Fills a shape.") { i, m in
            try i.styleShape(m) { styling, paint, _ in styling.fill = paint }
        },
        ModifierSpec(name: "stroke", forms: ["stroke(_:lineWidth:)", "stroke(lineWidth:)", "stroke(_:style:)", "stroke(style:)"], summary: "Strokes a shape's outline, centred on the path.") { i, m in
            try i.styleShape(m) { styling, paint, width in styling.stroke = ShapeStyling.Stroke(paint: paint, lineWidth: width, inside: false) }
        },
        ModifierSpec(name: "strokeBorder", forms: ["strokeBorder(_:lineWidth:)", "strokeBorder(lineWidth:)", "strokeBorder(_:style:)"], summary: "Strokes a shape's outline inside its bounds.") { i, m in
            try i.styleShape(m) { styling, paint, width in styling.stroke = ShapeStyling.Stroke(paint: paint, lineWidth: width, inside: true) }
        },
        ModifierSpec(name: "resizable", forms: ["resizable(capInsets:resizingMode:)"], summary: "Lets an image take the size offered instead of its own.") { i, m in
            try i.resizable(m)
        },
        ModifierSpec(name: "tag", forms: ["tag(_:)", "tag(_:includeOptional:)"], summary: "Identifies a Picker option; the option whose tag equals the selection is selected.") { i, m in
            var view = try i.content(m)
            view.tag = i.tagString(m.first?.value ?? .null)
            return .view(view)
        },
        ModifierSpec(name: "pickerStyle", forms: ["pickerStyle(_:)"], summary: "`.segmented` is drawn; other styles are drawn segmented with a warning.") { i, m in
            try i.pickerStyle(m)
        },
    ]
}
