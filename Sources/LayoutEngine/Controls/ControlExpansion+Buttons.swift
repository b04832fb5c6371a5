import ViewTree

/// Buttons, labels and the picker styles that look like buttons or rows (Containers.md §10).
extension ControlExpansion {
    /// Button, Menu, Link and ShareLink: the label in the style the environment chose (§10.1–10.2).
    var button: ViewNode {
        switch style.button {
        case .automatic, .borderless: part(.environment(.foregroundStyle(.system(.accentColor))), labels)
        case .plain: part(.group, labels)
        case .bordered: bordered(fill: ColorValue(.system(.accentColor), opacity: ControlMetrics.borderedFillOpacity), text: .system(.accentColor))
        case .borderedProminent: bordered(fill: ColorValue(.system(.accentColor)), text: .system(.white))
        }
    }

    /// The label padded by `controlSize` on a filled shape that hugs it (§10.2 [U]).
    private func bordered(fill: ColorValue, text: Paint) -> ViewNode {
        let metrics = ControlMetrics.bordered(style.size)
        var label = part(.environment(.foregroundStyle(text)), labels)
        if let font = metrics.font { label = label.synthetic(.environment(.font(font))) }
        let shape: ShapeKind = switch style.borderShape {
        case .automatic: .roundedRectangle(cornerRadius: metrics.radius, style: .continuous)
        case .roundedRectangle(let radius): .roundedRectangle(cornerRadius: radius ?? metrics.radius, style: .continuous)
        case .capsule: .capsule(style: .continuous)
        case .circle: .circle
        }
        let background = part(.shape(shape, ShapeStyling(fill: .color(fill))), [])
        return label
            .synthetic(.paddingInsets(EdgeInsets(top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical, trailing: metrics.horizontal)))
            .synthetic(.background(alignment: .center), [background])
    }

    /// Icon then title, side by side, or one of them as `labelStyle` asks.
    var label: ViewNode {
        let title = Array(labels.prefix(1)), icon = Array(labels.dropFirst().prefix(1))
        return switch style.label {
        case .automatic, .titleAndIcon: part(.hStack(alignment: .center, spacing: nil), icon + title)
        case .iconOnly: part(.group, icon)
        case .titleOnly: part(.group, title)
        }
    }

    /// The picker in its style; `.automatic` is a menu, in a stack and in a Form alike, as on
    /// iOS 16 and later (Containers.md §10.1 and §8.3).
    func picker(_ selected: Int?) -> ViewNode {
        switch style.picker {
        case .segmented, .palette: segmentedPicker(selected)
        case .automatic, .menu, .wheel: menuPicker(selected)
        case .inline: inlinePicker(selected)
        case .navigationLink: navigationLinkPicker(selected)
        }
    }

    /// `.menu`: a borderless button showing the selected option and an up-down chevron (§10.1 [U]);
    /// in a List or Form a row, the label leading and that button trailing in the secondary colour,
    /// as iOS 16 and later draw a form's menu picker (§8.3 [U]).
    private func menuPicker(_ selected: Int?) -> ViewNode {
        let chevron = part(.image(ImageContent(.systemSymbol(name: "chevron.up.chevron.down"))), [])
            .synthetic(.environment(.font(.system(size: ControlMetrics.menuChevronSize, weight: .semibold))))
        let shown = selectedOption(selected).map { [$0] } ?? []
        let button = part(.hStack(alignment: .center, spacing: ControlMetrics.menuChevronSpacing), shown + [chevron])
        guard inList else {
            return keepingHidden(button.synthetic(.environment(.foregroundStyle(.system(.accentColor)))), Array(labels.prefix(1)) + unchosenOptions(selected))
        }
        return keepingHidden(trailingControl(button.synthetic(.environment(.foregroundStyle(.system(.secondary))))), unchosenOptions(selected))
    }

    /// `.inline`: one row per option, at least a list row tall, the selected one with a checkmark [U].
    private func inlinePicker(_ selected: Int?) -> ViewNode {
        let rows = labels.dropFirst().enumerated().map { i, option in
            let mark = part(.image(ImageContent(.systemSymbol(name: "checkmark"))), [])
                .synthetic(.environment(.foregroundStyle(.system(.accentColor))))
            let row = part(.hStack(alignment: .center, spacing: nil), [option, part(.spacer(minLength: nil), []), i == selected ? mark : mark.synthetic(.effect(.hidden))])
            return row.synthetic(.flexFrame(FlexFrame(minHeight: ControlMetrics.inlineRowHeight)))
        }
        return keepingHidden(part(.vStack(alignment: .leading, spacing: 0), rows), Array(labels.prefix(1)))
    }

    /// `.navigationLink`: the label, the selection in secondary colour, then a chevron, as a row.
    private func navigationLinkPicker(_ selected: Int?) -> ViewNode {
        let chevron = part(.image(ImageContent(.systemSymbol(name: "chevron.right"))), [])
            .synthetic(.environment(.foregroundStyle(.system(.tertiary))))
        let value = selectedOption(selected).map { [$0.synthetic(.environment(.foregroundStyle(.system(.secondary))))] } ?? []
        return keepingHidden(trailingControl(part(.hStack(alignment: .center, spacing: nil), value + [chevron])), unchosenOptions(selected))
    }

    private func unchosenOptions(_ selected: Int?) -> [ViewNode] {
        labels.dropFirst().enumerated().filter { $0.offset != selected }.map(\.element)
    }

    private func selectedOption(_ selected: Int?) -> ViewNode? {
        let options = Array(labels.dropFirst())
        guard let selected, options.indices.contains(selected) else { return nil }
        return options[selected]
    }

    /// LabeledContent: the label leading, the content trailing in the secondary colour [R, OSU-LC].
    var labeledContent: ViewNode {
        let content = part(.environment(.foregroundStyle(.system(.secondary))), Array(labels.dropFirst()))
        return trailingControl(content)
    }
}
