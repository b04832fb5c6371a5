/// How a statement ended: normally, or by `return`, `break` or `continue`.
enum Flow {
    case next
    case returned(Value)
    case breakLoop
    case continueLoop
}
