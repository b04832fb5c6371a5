/// What the position of an expression expects, as far as literal typing needs it: Swift types an
/// integer literal by where it is written, so `.frame(width: 100 / 3)` divides CGFloats (33.33),
/// while `Text("\(100 / 3)")` divides Ints (33).
///
/// It travels as a parameter from a call's argument into the argument's own subexpressions
/// (operators, ternaries, collection literals, member bases); a nested call's arguments, a
/// subscript's index and an interpolation start over with `.any`.
enum ExpectedType {
    /// Literals keep their default types.
    case any
    /// A `CGFloat` or `Double` parameter: integer literals are floating point.
    case floatingPoint
}
