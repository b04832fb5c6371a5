import ViewTree

/// Builds a control out of ordinary views at iOS default sizes, so stacks lay it out like
/// SwiftUI's own and the renderer draws it with shapes and text. Sizes: Layout.md §9; where the
/// reference marks a value [U] the number below is Fieldguide's best estimate, named once here.
struct ControlExpansion {
    let control: ControlKind
    /// The author's label views, in the order `ControlKind` documents.
    let labels: [ViewNode]
    /// The control styles in the environment where the control sits.
    var style = ControlEnvironment()
    /// Inside a List or Form, where a menu picker is a row (Containers.md §8.3).
    var inList = false

    /// UISwitch is 51 × 31 pt (§9, widely documented).
    static let switchSize = Size(width: 51, height: 31)
    /// UISegmentedControl height ≈ 32 pt [U].
    static let segmentedHeight = 32.0
    /// GroupBox: 16 pt padding, 8 pt continuous corners [U].
    static let groupBoxPadding = 16.0
    static let groupBoxCornerRadius = 8.0
    /// DatePicker pills: ≈ 34 pt tall with 6 pt corners [U]; a fixed sample date keeps output stable.
    static let sampleDate = "Jun 9, 2025"
    static let sampleTime = "9:41 AM"
    /// Indeterminate ProgressView: UIActivityIndicatorView medium, 20 × 20 [U].
    static let spinnerSide = 20.0
    /// Linear ProgressView track thickness [U].
    static let progressBarHeight = 4.0

    var view: ViewNode {
        switch control {
        case .button: button
        case .toggle(let isOn): toggle(isOn)
        case .label: label
        case .groupBox(let hasLabel): groupBox(hasLabel)
        case .picker(let selected): picker(selected)
        case .datePicker(let date, let time): style.datePicker == .graphical ? graphicalDatePicker : datePicker(date, time)
        case .progressView(let value): progressView(value)
        case .textField(let isEmpty, _): textField(isEmpty)
        case .textEditor: textEditor
        case .slider(let fraction): slider(fraction)
        case .stepper: stepper
        case .menu, .link: button
        case .shareLink: button
        case .gauge(let fraction, let hasLabel, let hasRange): gauge(fraction, hasLabel, hasRange)
        case .colorPicker(let selection): colorPicker(selection)
        case .labeledContent: labeledContent
        case .contentUnavailable(let hasDescription): contentUnavailable(hasDescription)
        case .styled: part(.group, labels)
        }
    }

    /// Label, flexible space, then the 51 × 31 switch (§9, structure [R]).
    private func toggle(_ isOn: Bool) -> ViewNode {
        let knob = part(.shape(.circle, ShapeStyling(fill: .system(.white))), [])
            .synthetic(.frame(width: 27, height: 27, alignment: .center))
            .synthetic(.effect(.shadow(color: ColorValue(.system(.black), opacity: 0.15), radius: 2, x: 0, y: 1)))
            .synthetic(.padding(edges: .all, length: 2))
        let track = part(.shape(.capsule(style: .continuous), ShapeStyling(fill: isOn ? .system(.green) : .color(ColorValue(.rgba(RGBA(120, 120, 128)), opacity: 0.16)))), [])
            .synthetic(.frame(width: Self.switchSize.width, height: Self.switchSize.height, alignment: .center))
        let toggleSwitch = part(.overlay(alignment: isOn ? .trailing : .leading), [track, knob])
        return trailingControl(toggleSwitch)
    }

    /// Headline label over centred content, padded on a rounded secondary background (§9 [U]).
    private func groupBox(_ hasLabel: Bool) -> ViewNode {
        let content = part(.vStack(alignment: .center, spacing: nil), Array(labels.dropFirst(hasLabel ? 1 : 0)))
        var body = content
        if hasLabel, let title = labels.first {
            body = part(.vStack(alignment: .leading, spacing: nil), [title.synthetic(.environment(.font(.style(.headline)))), content])
        }
        let background = part(.shape(.roundedRectangle(cornerRadius: Self.groupBoxCornerRadius, style: .continuous), ShapeStyling(fill: .system(.secondarySystemBackground))), [])
        return part(.background(alignment: .center), [body.synthetic(.padding(edges: .all, length: Self.groupBoxPadding)), background])
    }

    /// Equal segments filling the width on a rounded track; the picker's label is not shown (§9 [U]).
    func segmentedPicker(_ selected: Int?) -> ViewNode {
        let options = labels.dropFirst().enumerated().map { i, option in
            var segment = option
                .synthetic(.padding(edges: .horizontal, length: 8))
                .synthetic(.flexFrame(FlexFrame(minWidth: 0, maxWidth: .infinity, minHeight: Self.segmentedHeight, maxHeight: Self.segmentedHeight)))
            if i == selected {
                let thumb = part(.shape(.roundedRectangle(cornerRadius: 7, style: .continuous), ShapeStyling(fill: .system(.white))), [])
                    .synthetic(.effect(.shadow(color: ColorValue(.system(.black), opacity: 0.12), radius: 4, x: 0, y: 3)))
                    .synthetic(.padding(edges: .all, length: 2))
                segment = part(.background(alignment: .center), [segment, thumb])
            }
            return segment
        }
        let row = part(.hStack(alignment: .center, spacing: 0), options)
            .synthetic(.environment(.font(.system(size: 13, weight: .medium))))
        let track = part(.shape(.roundedRectangle(cornerRadius: 9, style: .continuous), ShapeStyling(fill: .system(.tertiarySystemFill))), [])
        return keepingHidden(part(.background(alignment: .center), [row, track]), Array(labels.prefix(1)))
    }

    /// Label, flexible space, then the date and/or time pills at a fixed size (§9 [U]).
    private func datePicker(_ showsDate: Bool, _ showsTime: Bool) -> ViewNode {
        func pill(_ text: String) -> ViewNode {
            let background = part(.shape(.roundedRectangle(cornerRadius: 6, style: .continuous), ShapeStyling(fill: .system(.systemGray5))), [])
            return part(.text(TextContent(text)), [])
                .synthetic(.padding(edges: .horizontal, length: 11))
                .synthetic(.padding(edges: .vertical, length: 7))
                .synthetic(.background(alignment: .center), [background])
        }
        let pills = (showsDate ? [pill(Self.sampleDate)] : []) + (showsTime ? [pill(Self.sampleTime)] : [])
        let fixed = part(.hStack(alignment: .center, spacing: 8), pills).synthetic(.fixedSize(horizontal: true, vertical: true))
        return trailingControl(fixed)
    }

    /// A spinner, or a track with the completed fraction in the accent colour, under an optional label.
    private func progressView(_ value: Double?) -> ViewNode {
        guard let value else {
            let ring = part(.shape(.circle, ShapeStyling(stroke: .init(paint: .system(.gray), lineWidth: 2.5, inside: true))), [])
                .synthetic(.frame(width: Self.spinnerSide, height: Self.spinnerSide, alignment: .center))
            return labels.isEmpty ? ring : part(.vStack(alignment: .center, spacing: nil), [ring] + labels.prefix(1))
        }
        let fraction = min(max(value.isFinite ? value : 0, 0), 1)
        let bar = part(.shape(.capsule(style: .continuous), ShapeStyling(fill: .system(.tertiarySystemFill))), [])
            .synthetic(.overlay(alignment: .leading), [
                part(.shape(.capsule(style: .continuous), ShapeStyling(fill: .system(.accentColor))), [])
                    .synthetic(.effect(.scale(x: fraction, y: 1, anchor: .leading))),
            ])
            .synthetic(.frame(width: nil, height: Self.progressBarHeight, alignment: .center))
        return labels.isEmpty ? bar : part(.vStack(alignment: .leading, spacing: nil), labels.prefix(1) + [bar])
    }

    func part(_ kind: ViewKind, _ children: [ViewNode]) -> ViewNode {
        ViewNode(kind, children: children, isSynthetic: true)
    }

    /// The label, flexible space, then the control at the trailing edge, as Toggle, Stepper,
    /// ColorPicker and the compact DatePicker lay out (§10.4); `labelsHidden` leaves the control.
    func trailingControl(_ control: ViewNode) -> ViewNode {
        if style.labelsHidden { return keepingHidden(control, Array(labels.prefix(1))) }
        return part(.hStack(alignment: .center, spacing: nil), labels.prefix(1) + [part(.spacer(minLength: nil), []), control])
    }
}

extension ControlExpansion {
    /// Author views the control does not show (a hidden label, unchosen options) stay in the tree,
    /// hidden in an overlay at the control's top leading corner, so they take no space but the
    /// reader's code still points at a frame.
    func keepingHidden(_ control: ViewNode, _ views: [ViewNode]) -> ViewNode {
        guard !views.isEmpty else { return control }
        return control.synthetic(.overlay(alignment: .topLeading), views.map { $0.synthetic(.effect(.hidden)) })
    }
}

extension ViewNode {
    /// Wraps in a modifier the engine adds itself (not written by the author).
    func synthetic(_ kind: ViewKind, _ extra: [ViewNode] = []) -> ViewNode {
        ViewNode(kind, children: [self] + extra, isSynthetic: true)
    }
}
