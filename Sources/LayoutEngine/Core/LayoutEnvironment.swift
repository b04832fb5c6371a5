import ViewTree

/// The environment values the engine reads, resolved top-down while building the tree.
struct LayoutEnvironment {
    var font: Font = .body
    var weight: Font.Weight?
    var italic = false
    var monospaced = false
    var monospacedDigit = false
    var foreground: Paint?
    var lineLimit: (min: Int?, max: Int?, reservesSpace: Bool) = (nil, nil, false)
    var textAlignment: TextAlignment = .leading
    var truncationMode: TruncationMode = .tail
    var minimumScaleFactor = 1.0
    var lineSpacing = 0.0
    var extraLetterSpacing = 0.0
    var dynamicTypeSize: DynamicTypeSize = .large
    var dark = false
    /// The axis of the stack a Spacer or Divider sits in (through modifiers), nil elsewhere.
    var stackAxis: Axis?
    /// `contentMargins` for the scroll views below (Containers.md §6.4).
    var contentMargins = EdgeInsets()
    /// Axes whose scroll indicators `scrollIndicators(_:axes:)` hid.
    var hiddenScrollIndicators: Axis.Set = []
    /// `listStyle(_:)` for the lists below (Containers.md §8.1).
    var listStyle: ListStyle = .automatic
    /// Inside a List or Form, where a NavigationLink is a chevron row (Containers.md §8.3).
    var inList = false
    /// `imageScale` for the symbols below.
    var imageScale: ImageScale = .medium
    /// The control styles below (Containers.md §10).
    var controls = ControlEnvironment()
    /// Set for a Grid's direct children, so GridRows there become rows (not Groups).
    var gridRows: GridRowPlacements?

    /// Applies one environment-writing modifier; `estimates` supply unverified defaults.
    mutating func apply(_ change: EnvironmentChange, estimates: EstimatedConstants) {
        switch change {
        case .font(let f): font = f
        case .fontWeight(let w): weight = w
        case .italic: italic = true
        case .monospaced: monospaced = true
        case .monospacedDigit: monospacedDigit = true
        case .foregroundStyle(let p): foreground = p
        case .lineLimit(let lo, let hi, let reserves): lineLimit = (lo, hi, reserves)
        case .multilineTextAlignment(let a): textAlignment = a
        case .truncationMode(let m): truncationMode = m
        case .minimumScaleFactor(let f): minimumScaleFactor = f.isNaN ? 1 : min(max(f, 0.01), 1)
        case .lineSpacing(let s): lineSpacing = s
        case .kerning(let k), .tracking(let k): extraLetterSpacing = k
        case .dynamicTypeSize(let s): dynamicTypeSize = s
        case .colorScheme(let d): dark = d
        case .accessibilityLabel: break
        case .listStyle(let style): listStyle = style
        case .contentMargins(let edges, let length, let placement):
            guard placement != .scrollIndicators else { break }
            for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { contentMargins[edge] = length ?? estimates.contentMarginLength }
        case .contentMarginInsets(let insets, let placement):
            if placement != .scrollIndicators { contentMargins = insets }
        case .scrollIndicators(let visibility, let axes):
            if visibility.isShown { hiddenScrollIndicators.subtract(axes) } else { hiddenScrollIndicators.formUnion(axes) }
        case .buttonStyle, .buttonBorderShape, .controlSize, .labelStyle, .textFieldStyle, .pickerStyle, .datePickerStyle, .labelsHidden:
            controls.apply(change)
        case .imageScale(let scale): imageScale = scale
        }
    }

    /// The foreground paint, `.primary` by default.
    var resolvedForeground: Paint { foreground ?? .system(.primary) }
}
