extension ViewKind {
    /// The SwiftUI type or modifier name of this kind (`HStack`, `Text`, `frame`, `padding`…).
    public var name: String {
        switch self {
        case .color: "Color"
        case .shape(let shape, _): shape.name
        case .gradient(.radialGradient): "RadialGradient"
        case .gradient: "LinearGradient"
        case .text: "Text"
        case .image: "Image"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .emptyView: "EmptyView"
        case .control(let control): control.name
        case .system(let container): container.name
        case .placeholder(let label): label
        case .hStack: "HStack"
        case .vStack: "VStack"
        case .zStack: "ZStack"
        case .group: "Group"
        case .forEach: "ForEach"
        case .geometryReader: "GeometryReader"
        case .custom(let name): name
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .lazyVGrid: "LazyVGrid"
        case .lazyHGrid: "LazyHGrid"
        case .lazyVStack: "LazyVStack"
        case .lazyHStack: "LazyHStack"
        case .section: "Section"
        case .viewThatFits: "ViewThatFits"
        case .scrollView: "ScrollView"
        case .customLayout(let layout): layout.name
        case .frame, .flexFrame: "frame"
        case .padding, .paddingInsets: "padding"
        case .fixedSize: "fixedSize"
        case .layoutPriority: "layoutPriority"
        case .offset: "offset"
        case .position: "position"
        case .aspectRatio: "aspectRatio"
        case .overlay: "overlay"
        case .background: "background"
        case .border: "border"
        case .alignmentGuide: "alignmentGuide"
        case .containerRelativeFrame: "containerRelativeFrame"
        case .ignoresSafeArea: "ignoresSafeArea"
        case .safeAreaInset: "safeAreaInset"
        case .safeAreaPadding, .safeAreaPaddingInsets: "safeAreaPadding"
        case .gridCellColumns: "gridCellColumns"
        case .gridColumnAlignment: "gridColumnAlignment"
        case .gridCellAnchor: "gridCellAnchor"
        case .gridCellUnsizedAxes: "gridCellUnsizedAxes"
        case .layoutValue: "layoutValue"
        case .effect(let effect): effect.name
        case .environment(let change): change.name
        }
    }
}

extension ShapeKind {
    /// The SwiftUI type name.
    public var name: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .capsule: "Capsule"
        }
    }
}

extension ControlKind {
    /// The SwiftUI type name.
    public var name: String {
        switch self {
        case .button: "Button"
        case .toggle: "Toggle"
        case .label: "Label"
        case .groupBox: "GroupBox"
        case .picker: "Picker"
        case .datePicker: "DatePicker"
        case .progressView: "ProgressView"
        case .textField(_, let isSecure): isSecure ? "SecureField" : "TextField"
        case .textEditor: "TextEditor"
        case .slider: "Slider"
        case .stepper: "Stepper"
        case .menu: "Menu"
        case .link: "Link"
        case .shareLink: "ShareLink"
        case .gauge: "Gauge"
        case .colorPicker: "ColorPicker"
        case .labeledContent: "LabeledContent"
        case .contentUnavailable: "ContentUnavailableView"
        case .styled(let name): name
        }
    }
}
