/// Variables visible at one point: a chain of frames from the innermost block to the page.
///
/// A class so closures capture the frame they were written in, as Swift closures do.
final class Scope {
    private var variables: [String: Value] = [:]
    let parent: Scope?

    init(parent: Scope?) {
        self.parent = parent
    }

    func lookup(_ name: String) -> Value? {
        if let v = variables[name] { return v }
        return parent?.lookup(name)
    }

    func declare(_ name: String, _ value: Value) {
        variables[name] = value
    }

    /// Writes an existing variable in the nearest frame that has it; false if none does.
    func assign(_ name: String, _ value: Value) -> Bool {
        if variables[name] != nil {
            variables[name] = value
            return true
        }
        return parent?.assign(name, value) ?? false
    }

    /// This frame with its own copy of the variables, over the same parent.
    func copy() -> Scope {
        let copy = Scope(parent: parent)
        copy.variables = variables
        return copy
    }

    /// Every name visible from here, for "did you mean" suggestions.
    var allNames: [String] { Array(variables.keys) + (parent?.allNames ?? []) }
}
