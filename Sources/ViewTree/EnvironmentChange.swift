/// A modifier that writes the environment read by descendants (`.font`, `.lineLimit`, …).
/// It has no layout of its own; it changes how the views below it measure and draw.
public enum EnvironmentChange: Hashable, Sendable {
    case font(Font)
    /// `.bold()`, `.italic()`, `.fontWeight(_:)`, `.monospaced()`, `.monospacedDigit()` on any view.
    case fontWeight(Font.Weight)
    case italic
    case monospaced
    case monospacedDigit
    case foregroundStyle(Paint)
    /// `lineLimit(n)` (min nil), `lineLimit(a...b)`, `lineLimit(n, reservesSpace:)`.
    case lineLimit(min: Int?, max: Int?, reservesSpace: Bool)
    case multilineTextAlignment(TextAlignment)
    case truncationMode(TruncationMode)
    case minimumScaleFactor(Double)
    case lineSpacing(Double)
    /// Extra space added after every character, as `.kerning` and `.tracking`.
    case kerning(Double)
    case tracking(Double)
    case dynamicTypeSize(DynamicTypeSize)
    case colorScheme(dark: Bool)
    /// `.accessibilityLabel`: the accessible name of the subtree.
    case accessibilityLabel(String)
    /// `contentMargins(_:_:for:)`: margins for the scroll views below, on `edges` only; nil length
    /// means the system default (Containers.md §6.4).
    case contentMargins(edges: Edge.Set, length: Double?, placement: ContentMarginPlacement)
    /// `contentMargins(_:for:)` with `EdgeInsets`.
    case contentMarginInsets(EdgeInsets, placement: ContentMarginPlacement)
    /// `scrollIndicators(_:axes:)`.
    case scrollIndicators(ScrollIndicatorVisibility, axes: Axis.Set)
    /// `listStyle(_:)`: how the lists below draw their rows (Containers.md §8.1).
    case listStyle(ListStyle)
    /// `buttonStyle`, `buttonBorderShape`, `controlSize`, `labelStyle`, `textFieldStyle`,
    /// `pickerStyle`, `datePickerStyle` (Containers.md §10).
    case buttonStyle(ControlStyle.Button)
    case buttonBorderShape(ControlStyle.BorderShape)
    case controlSize(ControlStyle.Size)
    case labelStyle(ControlStyle.Label)
    case textFieldStyle(ControlStyle.TextField)
    case pickerStyle(ControlStyle.Picker)
    case datePickerStyle(ControlStyle.DatePicker)
    /// `labelsHidden()`: controls below draw without their label.
    case labelsHidden
    /// `imageScale(_:)`: the size of symbols below relative to their font.
    case imageScale(ImageScale)

    /// The SwiftUI modifier name, used as the node's kind.
    public var name: String {
        switch self {
        case .font: "font"
        case .fontWeight: "fontWeight"
        case .italic: "italic"
        case .monospaced: "monospaced"
        case .monospacedDigit: "monospacedDigit"
        case .foregroundStyle: "foregroundStyle"
        case .lineLimit: "lineLimit"
        case .multilineTextAlignment: "multilineTextAlignment"
        case .truncationMode: "truncationMode"
        case .minimumScaleFactor: "minimumScaleFactor"
        case .lineSpacing: "lineSpacing"
        case .kerning: "kerning"
        case .tracking: "tracking"
        case .dynamicTypeSize: "dynamicTypeSize"
        case .colorScheme: "colorScheme"
        case .accessibilityLabel: "accessibilityLabel"
        case .contentMargins, .contentMarginInsets: "contentMargins"
        case .scrollIndicators: "scrollIndicators"
        case .listStyle: "listStyle"
        case .buttonStyle: "buttonStyle"
        case .buttonBorderShape: "buttonBorderShape"
        case .controlSize: "controlSize"
        case .labelStyle: "labelStyle"
        case .textFieldStyle: "textFieldStyle"
        case .pickerStyle: "pickerStyle"
        case .datePickerStyle: "datePickerStyle"
        case .labelsHidden: "labelsHidden"
        case .imageScale: "imageScale"
        }
    }
}

/// SwiftUI's `TextAlignment` for multi-line text.
public enum TextAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}

/// SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: String, Hashable, Sendable {
    case head, middle, tail
}
