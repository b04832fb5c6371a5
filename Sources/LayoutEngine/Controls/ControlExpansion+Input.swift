import ViewTree

/// Text input and value controls: TextField, TextEditor, Slider, Stepper, Gauge, ColorPicker
/// (Containers.md §10.1, §10.3, §10.5).
extension ControlExpansion {
    /// One line of text taking the proposed width; rounded-border style pads it on a bordered
    /// rounded rectangle (§10.3 [U]). An empty field shows its prompt in the placeholder colour.
    func textField(_ isEmpty: Bool) -> ViewNode {
        var text = part(.environment(.lineLimit(min: nil, max: 1, reservesSpace: false)), Array(labels.prefix(1)))
        if isEmpty { text = text.synthetic(.environment(.foregroundStyle(.system(.tertiary)))) }
        let line = text.synthetic(.flexFrame(FlexFrame(maxWidth: .infinity, alignment: .leading)))
        guard style.textField == .roundedBorder else { return line }
        let border = ShapeStyling.Stroke(paint: .system(.separator), lineWidth: ControlMetrics.roundedFieldBorderWidth, inside: true)
        let box = part(.shape(.roundedRectangle(cornerRadius: ControlMetrics.roundedFieldCornerRadius, style: .continuous),
                              ShapeStyling(fill: .system(.systemBackground), stroke: border)), [])
        return line
            .synthetic(.padding(edges: .all, length: ControlMetrics.roundedFieldPadding))
            .synthetic(.background(alignment: .center), [box])
    }

    /// A scrolling text view: takes all the space offered, its text inset at the top leading corner.
    var textEditor: ViewNode {
        part(.group, Array(labels.prefix(1)))
            .synthetic(.paddingInsets(ControlMetrics.textEditorInsets))
            .synthetic(.flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))
    }

    /// A track as wide as offered and a 28-pt thumb at `fraction` of the travel, between the
    /// optional minimum and maximum value labels (§10.5).
    func slider(_ fraction: Double) -> ViewNode {
        let diameter = ControlMetrics.sliderThumbDiameter, track = ControlMetrics.sliderTrackHeight
        let core = part(.geometryReader { proxy in
            let travel = max(proxy.size.width - diameter, 0) * fraction
            func node(_ kind: ViewKind, _ children: [ViewNode] = []) -> ViewNode { ViewNode(kind, children: children, isSynthetic: true) }
            let rest = node(.frame(width: nil, height: track, alignment: .center),
                            [node(.shape(.capsule(style: .continuous), ShapeStyling(fill: .color(ColorValue(.rgba(RGBA(120, 120, 128)), opacity: 0.2)))))])
            let done = node(.frame(width: travel + diameter / 2, height: track, alignment: .center),
                            [node(.shape(.capsule(style: .continuous), ShapeStyling(fill: .system(.accentColor))))])
            let thumb = node(.offset(x: travel, y: 0), [node(.frame(width: diameter, height: diameter, alignment: .center), [
                node(.effect(.shadow(color: ColorValue(.system(.black), opacity: 0.15), radius: 3, x: 0, y: 2)),
                     [node(.shape(.circle, ShapeStyling(fill: .system(.white))))]),
            ])])
            return node(.zStack(alignment: .leading), [rest, done, thumb])
        }, []).synthetic(.frame(width: nil, height: diameter, alignment: .center))
        guard labels.count >= 2 else { return core }
        return part(.hStack(alignment: .center, spacing: ControlMetrics.sliderValueLabelSpacing), [labels[0], core, labels[1]])
    }

    /// The label, then the 94 × 32 minus/plus pair at the trailing edge (§10.1 [U]).
    var stepper: ViewNode {
        let half = ControlMetrics.stepperSize.width / 2, height = ControlMetrics.stepperSize.height
        let segments = ["−", "+"].map { glyph in
            part(.text(TextContent(glyph)), []).synthetic(.frame(width: half, height: height, alignment: .center))
        }
        let divider = part(.shape(.rectangle, ShapeStyling(fill: .system(.separator))), [])
            .synthetic(.frame(width: 1, height: height / 2, alignment: .center))
        let background = part(.shape(.roundedRectangle(cornerRadius: ControlMetrics.stepperCornerRadius, style: .continuous), ShapeStyling(fill: .system(.tertiarySystemFill))), [])
        let pair = part(.hStack(alignment: .center, spacing: 0), segments)
            .synthetic(.overlay(alignment: .center), [divider])
            .synthetic(.background(alignment: .center), [background])
        return trailingControl(pair)
    }

    /// Linear capacity gauge: label over a rounded bar filled to `fraction`, the minimum and
    /// maximum value labels under it in caption size (§10.1 [U]).
    func gauge(_ fraction: Double, _ hasLabel: Bool, _ hasRange: Bool) -> ViewNode {
        let filled = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        let bar = part(.shape(.capsule(style: .continuous), ShapeStyling(fill: .system(.tertiarySystemFill))), [])
            .synthetic(.overlay(alignment: .leading), [
                part(.shape(.capsule(style: .continuous), ShapeStyling(fill: .system(.accentColor))), [])
                    .synthetic(.effect(.scale(x: filled, y: 1, anchor: .leading))),
            ])
            .synthetic(.frame(width: nil, height: ControlMetrics.gaugeBarHeight, alignment: .center))
        var rows = hasLabel ? Array(labels.prefix(1)) : []
        rows.append(bar)
        let range = Array(labels.dropFirst(hasLabel ? 1 : 0).prefix(2))
        if hasRange, range.count == 2 {
            rows.append(part(.hStack(alignment: .center, spacing: nil), [range[0], part(.spacer(minLength: nil), []), range[1]])
                .synthetic(.environment(.font(.style(.caption)))))
        }
        return part(.vStack(alignment: .leading, spacing: ControlMetrics.gaugeSpacing), rows)
    }

    /// The label, then a 28-pt colour well at the trailing edge: the selection inside a ring of
    /// hues, the colour wheel's rainbow when the selection is unknown [U].
    func colorPicker(_ selection: ColorValue?) -> ViewNode {
        let hues: [SystemColor] = [.red, .orange, .yellow, .green, .cyan, .blue, .purple, .pink]
        let rainbow = Paint.linearGradient(LinearGradient(colors: hues.map { ColorValue(.system($0)) }, startPoint: .top, endPoint: .bottom))
        let ring = part(.shape(.circle, ShapeStyling(stroke: .init(paint: rainbow, lineWidth: 3, inside: true))), [])
        let swatch = part(.shape(.circle, ShapeStyling(fill: selection.map(Paint.color) ?? rainbow)), [])
            .synthetic(.padding(edges: .all, length: 5))
        let well = part(.zStack(alignment: .center), [ring, swatch])
            .synthetic(.frame(width: ControlMetrics.colorWellDiameter, height: ControlMetrics.colorWellDiameter, alignment: .center))
        return trailingControl(well)
    }
}
