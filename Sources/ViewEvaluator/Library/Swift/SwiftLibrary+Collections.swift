import Diagnostics
import ViewTree

extension SwiftLibrary {
    /// `map`, `filter`, `enumerated`, `sorted`, `contains`, `reduce`… running closures in the interpreter.
    func collectionMethod(_ name: String, on base: Value, _ args: [Argument], at here: SourceLocation) throws -> Value? {
        let items = try elements(of: base, at: here)
        let closure: Function? = if case .function(let f)? = args.last?.value { f } else { nil }
        func apply(_ item: Value) throws -> Value {
            guard let closure else { return item }
            return try calls.callFunction(closure, arguments: [Argument(label: nil, value: item)], at: here)
        }
        func keyed(_ item: Value) throws -> Value {
            if case .keyPath(let path)? = args.first?.value {
                return try path.reduce(item) { v, n in n == "self" ? v : try members.member(n, of: v, at: here, in: context.page.globals) }
            }
            return try apply(item)
        }
        func holds(_ item: Value) throws -> Bool { coercion.truth(try apply(item), at: here) }
        switch name {
        case "map": return .array(try items.map(keyed))
        case "compactMap": return .array(try items.map(keyed).filter { if case .null = $0 { false } else { true } })
        case "filter": return .array(try items.filter { coercion.truth(try keyed($0), at: here) })
        case "first" where closure != nil: return try items.first(where: holds) ?? .null
        case "contains" where closure != nil: return .bool(try items.contains(where: holds))
        case "contains": return .bool(items.contains { values.equal($0, args.first?.value ?? .null) })
        case "allSatisfy": return .bool(try items.allSatisfy(holds))
        case "enumerated": return .array(items.enumerated().map { .tuple([TupleElement(label: "offset", value: .int($0)), TupleElement(label: "element", value: $1)]) })
        case "reversed": return .array(items.reversed())
        // Previews are deterministic: the shuffle Swift could give that keeps the order, the first element.
        case "shuffled": return .array(items)
        case "randomElement": return items.first ?? .null
        case "sorted": return .array(try sorted(items, by: closure, at: here))
        case "prefix": return .array(Array(items.prefix(count(args, default: 0))))
        case "suffix": return .array(Array(items.suffix(count(args, default: 0))))
        case "dropFirst": return .array(Array(items.dropFirst(count(args, default: 1))))
        case "dropLast": return .array(Array(items.dropLast(count(args, default: 1))))
        case "firstIndex": return items.firstIndex { values.equal($0, args.first?.value ?? .null) }.map(Value.int) ?? .null
        case "joined": return try joined(items, separator: args["separator"]?.value.asString ?? "", at: here)
        case "min", "max": return try extreme(items, largest: name == "max", at: here)
        case "reduce": return try reduce(items, args, at: here)
        case "forEach":
            for item in items { _ = try apply(item) }
            return .void
        default: return nil
        }
    }

    /// The joined length is known before joining, so a string past the length limit is refused
    /// before it is built.
    private func joined(_ items: [Value], separator: String, at here: SourceLocation) throws -> Value {
        let pieces = items.map(values.describe)
        let length = pieces.reduce(separator.utf8.count * max(0, pieces.count - 1)) { $0 + $1.utf8.count }
        try context.budget.makeString(utf8Count: length, at: here)
        return .string(pieces.joined(separator: separator))
    }

    /// A non-negative count argument (Swift traps on negative ones; the preview clamps to 0).
    private func count(_ args: [Argument], default fallback: Int) -> Int {
        max(0, args.first?.value.asInt ?? fallback)
    }

    /// Swift's own stable sort; every comparison counts against the budget, so sorting a big
    /// array stops at the step limit instead of running for minutes.
    private func sorted(_ items: [Value], by closure: Function?, at here: SourceLocation) throws -> [Value] {
        try items.sorted { a, b in
            try context.budget.step(at: here)
            return try less(a, b, closure, at: here)
        }
    }

    private func less(_ a: Value, _ b: Value, _ closure: Function?, at here: SourceLocation) throws -> Bool {
        if let closure {
            let result = try calls.callFunction(closure, arguments: [Argument(label: nil, value: a), Argument(label: nil, value: b)], at: here)
            return coercion.truth(result, at: here)
        }
        return try expressions.binary("<", a, b, at: here).asBool ?? false
    }

    private func extreme(_ items: [Value], largest: Bool, at here: SourceLocation) throws -> Value {
        var best: Value?
        for item in items {
            if let current = best, try !less(largest ? current : item, largest ? item : current, nil, at: here) { continue }
            best = item
        }
        return best ?? .null
    }

    private func reduce(_ items: [Value], _ args: [Argument], at here: SourceLocation) throws -> Value? {
        guard let initial = args.first?.value, case .function(let f)? = args.last?.value else { return nil }
        var accumulator = initial
        for item in items {
            accumulator = try calls.callFunction(f, arguments: [Argument(label: nil, value: accumulator), Argument(label: nil, value: item)], at: here)
        }
        return accumulator
    }

    /// The elements of a sequence as an array, counting each against the budget.
    func elements(of sequence: Value, at here: SourceLocation) throws -> [Value] {
        var result: [Value] = []
        try forEachElement(of: sequence, at: here) { element in
            try context.budget.step(at: here)
            result.append(element)
            return true
        }
        return result
    }

    /// Calls `body` for each element until it returns false; integer ranges are never materialised.
    func forEachElement(of sequence: Value, at here: SourceLocation, _ body: (Value) throws -> Bool) throws {
        switch sequence {
        case .array(let items):
            for item in items where try !body(item) { return }
        case .range(let r):
            guard let bounds = r.integerBounds else {
                if r.isReversedIntegerRange {
                    reportReversedRange(at: here)
                } else {
                    report(.error, .typeMismatch, "cannot iterate over a range of '\(r.lower.typeName)'", at: here)
                }
                return
            }
            try bounds.forEach { i in
                try context.budget.step(at: here)
                return try body(.int(i))
            }
        case .dictionary(let entries):
            for entry in entries where try !body(.tuple([TupleElement(label: "key", value: entry.key), TupleElement(label: "value", value: entry.value)])) {
                return
            }
        case .string(let s):
            for c in s where try !body(.string(String(c))) { return }
        case .binding(let b):
            try forEachElement(of: b.value, at: here, body)
        case .unresolved, .null:
            return
        default:
            report(.error, .typeMismatch, "cannot iterate over a value of type '\(sequence.typeName)'", at: here)
        }
    }

    /// Swift traps when a range is made with its bounds reversed (`5..<1`); the preview reports it
    /// where the range is used.
    func reportReversedRange(at here: SourceLocation) {
        report(.error, .runtimeError, "range requires lowerBound <= upperBound", at: here)
    }
}
