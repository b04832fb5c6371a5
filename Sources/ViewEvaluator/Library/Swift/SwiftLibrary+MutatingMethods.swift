import Diagnostics
import ViewTree

extension SwiftLibrary {
    /// Method names that may mutate their receiver, so the receiver is treated as a variable.
    static let mutatingMethods: Set<String> = ["append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "toggle", "sort", "reverse"]

    /// `flag.toggle()`, `items.append(x)`, `items.insert(x, at: i)`, `items.removeLast()`…
    func mutation(_ name: String, of current: Value, _ args: [Argument], at here: SourceLocation, in scope: Scope) throws -> Mutation {
        switch (current, name) {
        case (.bool(let b), "toggle"): return .changed(.bool(!b), result: .void)
        case (.array(let items), _): return try arrayMutation(name, of: items, args, at: here, in: scope)
        default: return .notApplicable
        }
    }

    private func arrayMutation(_ name: String, of original: [Value], _ args: [Argument], at here: SourceLocation, in scope: Scope) throws -> Mutation {
        var items = original
        var result = Value.void
        let argument = args.first?.value ?? .null
        switch name {
        case "append":
            try context.budget.charge(elements: 1, at: here)
            items.append(argument)
        case "insert":
            guard let i = (args["at"]?.value ?? .int(items.count)).asInt, (0...items.count).contains(i) else {
                return .refused(outOfRange(args["at"], "inserting into", items.count, at: here))
            }
            try context.budget.charge(elements: 1, at: here)
            items.insert(argument, at: i)
        case "remove":
            guard let i = (args["at"]?.value ?? .null).asInt else { return .notApplicable }
            guard items.indices.contains(i) else { return .refused(outOfRange(args["at"], "removing from", items.count, at: here)) }
            result = items.remove(at: i)
        case "removeAll": items.removeAll()
        case "removeLast", "removeFirst":
            guard let removed = removing(args.first, from: &items, fromEnd: name == "removeLast", at: args.first?.location ?? here) else {
                return .refused(.unresolved(name))
            }
            result = removed
        case "sort": items = try elements(of: try members.callMember("sorted", on: .array(items), arguments: args, at: here, in: scope), at: here)
        case "reverse": items.reverse()
        default: return .notApplicable
        }
        return .changed(.array(items), result: result)
    }

    /// Swift traps on an index past the array's bounds.
    private func outOfRange(_ index: Argument?, _ action: String, _ count: Int, at here: SourceLocation) -> Value {
        let written = index.map { values.describe($0.value) } ?? "?"
        report(.error, .runtimeError, "index \(written) is out of range for \(action) an array of \(count) elements", at: index?.location ?? here)
        return .unresolved("index")
    }

    /// `removeLast()`, `removeFirst()`, `removeLast(k)`: the removed element (or nothing for `k`);
    /// nil after reporting Swift's trap on an empty array, a negative `k` or a `k` past the count.
    private func removing(_ count: Argument?, from items: inout [Value], fromEnd: Bool, at here: SourceLocation) -> Value? {
        let end = fromEnd ? "last" : "first"
        guard let count else {
            guard !items.isEmpty else {
                report(.error, .runtimeError, "cannot remove the \(end) element of an empty array", at: here)
                return nil
            }
            return fromEnd ? items.removeLast() : items.removeFirst()
        }
        guard let k = count.value.asInt, k >= 0, k <= items.count else {
            report(.error, .runtimeError, "cannot remove \(values.describe(count.value)) elements from an array of \(items.count)", at: here)
            return nil
        }
        if fromEnd { items.removeLast(k) } else { items.removeFirst(k) }
        return .void
    }
}
