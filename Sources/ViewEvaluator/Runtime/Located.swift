import ViewTree

/// A value with the position of the expression that produced it.
struct Located {
    var value: Value
    var location: SourceLocation
}
