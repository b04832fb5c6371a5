/// Type names that evaluate to a type when written alone (`Color` in `Color.red`).
enum BuiltinTypes {
    static let names: Set<String> = [
        "Color", "Font", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "UnitPoint", "CGSize", "CGPoint", "CGFloat",
        "Double", "Float", "Int", "String", "Bool", "Angle", "EdgeInsets", "TextAlignment", "ContentMode", "RoundedCornerStyle",
        "DynamicTypeSize", "Binding", "Gradient", "ShapeStyle", "Array", "Set", "Character", "ColorScheme", "Axis", "UUID", "State",
        "ProposedViewSize", "CGRect", "ViewSpacing", "LayoutProperties", "GridItem",
        "Date", "Calendar", "DateComponents", "Measurement", "Duration", "URL", "Bundle", "Locale", "TimeZone", "TimeInterval",
        "UnitLength", "UnitMass", "UnitVolume", "UnitDuration", "UnitSpeed", "UnitEnergy", "UnitTemperature", "ImageResource",
        "AnyTransition", "Animation", "ContentUnavailableView", "Transaction", "DateFormatter", "NumberFormatter", "NSNumber",
    ]
}
