/// What a mutating method does to a value: the caller writes `changed` values back to the variable.
enum Mutation {
    /// Not a mutating method of this value; the call is looked up as a plain method.
    case notApplicable
    /// Swift would trap; the error is reported and the variable keeps its value.
    case refused(Value)
    case changed(Value, result: Value)
}
