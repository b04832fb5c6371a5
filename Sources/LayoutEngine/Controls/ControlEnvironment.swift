import ViewTree

/// The control styles SwiftUI passes down the environment: set by `buttonStyle`, `controlSize`
/// and the other style modifiers, read where a control is expanded (Containers.md §10).
struct ControlEnvironment {
    var button: ControlStyle.Button = .automatic
    var borderShape: ControlStyle.BorderShape = .automatic
    var size: ControlStyle.Size = .regular
    var label: ControlStyle.Label = .automatic
    var textField: ControlStyle.TextField = .automatic
    var picker: ControlStyle.Picker = .automatic
    var datePicker: ControlStyle.DatePicker = .automatic
    var labelsHidden = false

    mutating func apply(_ change: EnvironmentChange) {
        switch change {
        case .buttonStyle(let s): button = s
        case .buttonBorderShape(let s): borderShape = s
        case .controlSize(let s): size = s
        case .labelStyle(let s): label = s
        case .textFieldStyle(let s): textField = s
        case .pickerStyle(let s): picker = s
        case .datePickerStyle(let s): datePicker = s
        case .labelsHidden: labelsHidden = true
        default: break
        }
    }
}
