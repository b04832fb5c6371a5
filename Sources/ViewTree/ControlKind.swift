/// The built-in controls Fieldguide draws at their iOS default sizes (Layout.md §9).
/// A control node's children are its label views, in the order given per case.
public enum ControlKind: Hashable, Sendable {
    /// Children: the label.
    case button
    /// Children: the label. `isOn` picks the switch's drawn state.
    case toggle(isOn: Bool)
    /// Children: title, then icon.
    case label
    /// Children: the label (if `hasLabel`), then the content views.
    case groupBox(hasLabel: Bool)
    /// Children: the label, then one view per option; `selected` is the index of the chosen option.
    case segmentedPicker(selected: Int?)
    /// Children: the label. `components` says which pills are shown.
    case datePicker(showsDate: Bool, showsTime: Bool)
    /// Children: none, or a label. `value` nil draws the indeterminate spinner.
    case progressView(value: Double?)
}
