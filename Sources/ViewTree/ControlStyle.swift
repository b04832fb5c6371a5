/// A built-in control style chosen by `buttonStyle`, `labelStyle`, `textFieldStyle`,
/// `pickerStyle`, `datePickerStyle` or `controlSize` (Containers.md §10). SwiftUI passes each
/// style down the environment, so one modifier on a container styles every control inside it.
public enum ControlStyle: Hashable, Sendable {
    /// `.automatic` and `.borderless` draw the label in the accent colour; `.plain` keeps the
    /// foreground; the two bordered styles pad the label on a filled shape (§10.2).
    public enum Button: String, Hashable, Sendable { case automatic, borderless, plain, bordered, borderedProminent }
    /// `buttonBorderShape`: `.automatic` is a rounded rectangle sized by `controlSize` (§10.1).
    public enum BorderShape: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(radius: Double?) }
    /// `controlSize`: the padding and font of bordered buttons (§10.2).
    public enum Size: String, Hashable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }
    /// `labelStyle`: which parts of a `Label` are shown.
    public enum Label: String, Hashable, Sendable { case automatic, titleAndIcon, iconOnly, titleOnly }
    /// `textFieldStyle`: `.automatic` and `.plain` draw no border (§10.3).
    public enum TextField: String, Hashable, Sendable { case automatic, plain, roundedBorder }
    /// `pickerStyle`: `.automatic` is `.menu` on iOS 16 and later (§10.1).
    public enum Picker: String, Hashable, Sendable { case automatic, menu, segmented, inline, navigationLink, wheel, palette }
    /// `datePickerStyle`: `.automatic` is `.compact` on iPhone.
    public enum DatePicker: String, Hashable, Sendable { case automatic, compact, graphical, wheel }
}
