/// What the position of an expression expects, as far as literal typing needs it: Swift types an
/// integer literal by where it is written, so `.frame(width: 100 / 3)` divides CGFloats (33.33),
/// while `Text("\(100 / 3)")` divides Ints (33).
///
/// It starts at a SwiftUI modifier's CGFloat parameters and at declared types (`let x: CGFloat =
/// 16 / 9`, a property's type, a function's or closure's return type, a parameter's default),
/// and travels as a parameter into the expression's own subexpressions (operators, ternaries,
/// collection literals, member bases) and a body's result expressions; a nested call's
/// arguments, a subscript's index and an interpolation start over with `.any` (The Swift
/// Programming Language, "Type Inference" and "Integer Literals").
enum ExpectedType {
    /// Literals keep their default types.
    case any
    /// A `CGFloat` or `Double` position: integer literals are floating point.
    case floatingPoint

    /// The expected type of a position declared with `type` (nil when none is written).
    init(declaredType type: String?) {
        switch type?.trimmingOptionalMarks {
        case "CGFloat", "Double", "Float", "TimeInterval": self = .floatingPoint
        default: self = .any
        }
    }
}
