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
    case picker(selected: Int?)
    /// Children: the label. `components` says which pills are shown.
    case datePicker(showsDate: Bool, showsTime: Bool)
    /// Children: none, or a label. `value` nil draws the indeterminate spinner.
    case progressView(value: Double?)
    /// `TextField`/`SecureField`. Children: the shown text, the bound string or else the prompt
    /// (`isEmpty` draws it as a placeholder); a secure field's characters are already bullets.
    case textField(isEmpty: Bool, isSecure: Bool)
    /// Children: the text.
    case textEditor
    /// Children: none, or the minimum then the maximum value label. `fraction` places the thumb.
    case slider(fraction: Double)
    /// Children: the label.
    case stepper
    /// Children: the label (the menu's items are not drawn in a still preview).
    case menu
    /// Children: the label.
    case link
    /// Children: the label (the default one is Label("Share", systemImage: "square.and.arrow.up")).
    case shareLink
    /// Children: the label (if `hasLabel`), then the minimum and maximum value labels (if `hasRangeLabels`).
    case gauge(fraction: Double, hasLabel: Bool, hasRangeLabels: Bool)
    /// Children: the label. `selection` colours the well; nil draws the colour wheel's rainbow.
    case colorPicker(selection: ColorValue?)
    /// Children: the label, then the content.
    case labeledContent
    /// `ContentUnavailableView`. Children: the label (a `Label` for the title-and-symbol forms),
    /// the description (if `hasDescription`), then the action views.
    case contentUnavailable(hasDescription: Bool)
    /// A `Button`, `Label` or `Toggle` drawn by a custom style's `makeBody(configuration:)`:
    /// children are the body the style built; `name` is the control's SwiftUI type name.
    case styled(name: String)
}
