import ViewTree

extension Interpreter {
    /// Properties of Swift and SwiftUI values: `items.count`, `d.width`, `proxy.size`, `Color.red.gradient`.
    func builtinProperty(_ name: String, of base: Value, at here: SourceLocation) throws -> Value? {
        switch (base, name) {
        case (.string(let s), "capitalized"): return try madeString(capitalized(s), at: here)
        case (.dictionary(let d), "keys"): return try madeArray(d.map(\.key), at: here)
        case (.dictionary(let d), "values"): return try madeArray(d.map(\.value), at: here)
        default: return plainProperty(name, of: base, at: here)
        }
    }

    /// Properties that make no new string or collection.
    private func plainProperty(_ name: String, of base: Value, at here: SourceLocation) -> Value? {
        switch (base, name) {
        case (.array(let a), "count"): .int(a.count)
        case (.array(let a), "isEmpty"): .bool(a.isEmpty)
        case (.array(let a), "first"): a.first ?? .null
        case (.array(let a), "last"): a.last ?? .null
        case (.array(let a), "indices"): .range(RangeValue(lower: .int(0), upper: .int(a.count), isClosed: false))
        case (.string(let s), "count"): .int(s.count)
        case (.string(let s), "isEmpty"): .bool(s.isEmpty)
        case (.string(let s), "first"): s.first.map { .string(String($0)) } ?? .null
        case (.dictionary(let d), "count"): .int(d.count)
        case (.dictionary(let d), "isEmpty"): .bool(d.isEmpty)
        case (.range(let r), "lowerBound"): r.lower
        case (.range(let r), "upperBound"): r.upper
        case (.range(let r), "count"): rangeCount(r, at: here)
        case (.tuple(let items), _): tupleElement(items, name)
        case (.dimensions(let d), "width"): .double(d.width)
        case (.dimensions(let d), "height"): .double(d.height)
        case (.geometry(let g), "size"): .size(g.size)
        case (.size(let s), "width"): .double(s.width)
        case (.size(let s), "height"): .double(s.height)
        case (.point(let p), "x"): .double(p.x)
        case (.point(let p), "y"): .double(p.y)
        case (.color(let c), "gradient"): .paint(.gradientOf(c))
        case (.int(let i), "description"): .string(String(i))
        case (.double(let d), "description"): .string(String(d))
        case (.double(let d), "magnitude"): .double(Swift.abs(d))
        case (.insets(let e), "top"): .double(e.top)
        case (.insets(let e), "leading"): .double(e.leading)
        case (.insets(let e), "bottom"): .double(e.bottom)
        case (.insets(let e), "trailing"): .double(e.trailing)
        default: nil
        }
    }

    /// Foundation's `capitalized`: each space-separated word with its first letter uppercased.
    private func capitalized(_ s: String) -> String {
        s.split(separator: " ", omittingEmptySubsequences: false).map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ")
    }

    /// Swift's `count` of an integer range: `(Int.min..<0).count` and `(0...Int.max).count`
    /// overflow, and Swift traps on a reversed range when it is made.
    private func rangeCount(_ r: RangeValue, at here: SourceLocation) -> Value? {
        if r.isReversedIntegerRange {
            reportReversedRange(at: here)
            return .unresolved("count")
        }
        guard let bounds = r.integerBounds else { return nil }
        return checked(bounds.count, "(\(describe(.range(r)))).count", at: here)
    }

    private func tupleElement(_ items: [TupleElement], _ name: String) -> Value? {
        if let i = Int(name), items.indices.contains(i) { return items[i].value }
        return items.first { $0.label == name }?.value
    }

    /// Methods of Swift and SwiftUI values; nil when `name` is not one (the caller then tries modifiers).
    func builtinMethod(_ name: String, on base: Value, _ args: [Argument], at here: SourceLocation) throws -> Value? {
        switch base {
        case .array, .range, .dictionary:
            let result = try collectionMethod(name, on: base, args, at: here)
            if case .array(let items)? = result { try budget.charge(elements: items.count, at: here) }
            return result
        case .string(let s): return try stringMethod(name, s, args, at: here)
        case .font(let f): return fontMethod(name, f, args).map(Value.font)
        case .color(let c) where name == "opacity": return .color(c.opacity(try optionalDouble(args.first) ?? 1))
        case .double(let d) where name == "rounded": return .double(d.rounded())
        case .double(let d) where name == "squareRoot": return .double(d.squareRoot())
        default: return nil
        }
    }

    /// `map`, `filter`, `enumerated`, `sorted`, `contains`, `reduce`… running closures in the interpreter.
    private func collectionMethod(_ name: String, on base: Value, _ args: [Argument], at here: SourceLocation) throws -> Value? {
        let items = try elements(of: base, at: here)
        let closure: Function? = if case .function(let f)? = args.last?.value { f } else { nil }
        func apply(_ item: Value) throws -> Value {
            guard let closure else { return item }
            return try callFunction(closure, arguments: [Argument(label: nil, value: item)], at: here)
        }
        func keyed(_ item: Value) throws -> Value {
            if case .keyPath(let path)? = args.first?.value {
                return try path.reduce(item) { v, n in n == "self" ? v : try member(n, of: v, at: here, in: page.globals) }
            }
            return try apply(item)
        }
        switch name {
        case "map": return .array(try items.map(keyed))
        case "compactMap": return .array(try items.map(keyed).filter { if case .null = $0 { false } else { true } })
        case "filter": return .array(try items.filter { truth(try keyed($0), at: here) })
        case "first" where closure != nil: return try items.first { truth(try apply($0), at: here) } ?? .null
        case "contains" where closure != nil: return .bool(try items.contains { truth(try apply($0), at: here) })
        case "contains": return .bool(items.contains { valuesEqual($0, args.first?.value ?? .null) })
        case "allSatisfy": return .bool(try items.allSatisfy { truth(try apply($0), at: here) })
        case "enumerated": return .array(items.enumerated().map { .tuple([TupleElement(label: "offset", value: .int($0)), TupleElement(label: "element", value: $1)]) })
        case "reversed": return .array(items.reversed())
        case "sorted": return .array(try sorted(items, by: closure, at: here))
        case "prefix": return .array(Array(items.prefix(count(args, default: 0))))
        case "suffix": return .array(Array(items.suffix(count(args, default: 0))))
        case "dropFirst": return .array(Array(items.dropFirst(count(args, default: 1))))
        case "dropLast": return .array(Array(items.dropLast(count(args, default: 1))))
        case "firstIndex": return items.firstIndex { valuesEqual($0, args.first?.value ?? .null) }.map(Value.int) ?? .null
        case "joined":
            let separator = args["separator"].flatMap { string($0.value) } ?? ""
            let pieces = items.map(describe)
            let length = pieces.reduce(separator.utf8.count * max(0, pieces.count - 1)) { $0 + $1.utf8.count }
            try budget.makeString(utf8Count: length, at: here)
            return .string(pieces.joined(separator: separator))
        case "min", "max": return try extreme(items, largest: name == "max", at: here)
        case "reduce": return try reduce(items, args, at: here)
        case "forEach":
            for item in items { _ = try apply(item) }
            return .void
        default: return nil
        }
    }

    /// A non-negative count argument (Swift traps on negative ones; the preview clamps to 0).
    private func count(_ args: [Argument], default fallback: Int) -> Int {
        max(0, args.first.flatMap { int($0.value) } ?? fallback)
    }

    /// Swift's own stable sort; every comparison counts against the budget, so sorting a big
    /// array stops at the step limit instead of running for minutes.
    private func sorted(_ items: [Value], by closure: Function?, at here: SourceLocation) throws -> [Value] {
        try items.sorted { a, b in
            try budget.step(at: here)
            return try less(a, b, closure, at: here)
        }
    }

    private func less(_ a: Value, _ b: Value, _ closure: Function?, at here: SourceLocation) throws -> Bool {
        if let closure {
            return truth(try callFunction(closure, arguments: [Argument(label: nil, value: a), Argument(label: nil, value: b)], at: here), at: here)
        }
        return bool(try binary("<", a, b, at: here)) ?? false
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
            accumulator = try callFunction(f, arguments: [Argument(label: nil, value: accumulator), Argument(label: nil, value: item)], at: here)
        }
        return accumulator
    }

    /// String methods; every string or array they make is charged to the memory budget.
    private func stringMethod(_ name: String, _ s: String, _ args: [Argument], at here: SourceLocation) throws -> Value? {
        let argument = args.first.flatMap { string($0.value) } ?? ""
        switch name {
        case "uppercased": return try madeString(s.uppercased(), at: here)
        case "lowercased": return try madeString(s.lowercased(), at: here)
        case "hasPrefix": return .bool(s.hasPrefix(argument))
        case "hasSuffix": return .bool(s.hasSuffix(argument))
        case "contains": return .bool(argument.isEmpty ? true : s.contains(argument))
        case "prefix": return try madeString(String(s.prefix(max(0, args.first.flatMap { int($0.value) } ?? 0))), at: here)
        case "split":
            let parts = s.split(separator: argument.isEmpty ? " " : argument).map { Value.string(String($0)) }
            try budget.charge(bytes: s.utf8.count, at: here)
            return try madeArray(parts, at: here)
        case "reversed": return try madeString(String(s.reversed()), at: here)
        case "replacingOccurrences" where !argument.isEmpty:
            let replacement = args["with"].flatMap { string($0.value) } ?? ""
            let growth = max(0, replacement.utf8.count - argument.utf8.count) * s.ranges(of: argument).count
            try budget.makeString(utf8Count: s.utf8.count + growth, at: here)
            return .string(s.replacing(argument, with: replacement))
        default: return nil
        }
    }

    /// `.bold()`, `.italic()`, `.weight(_:)`, `.monospaced()`, `.monospacedDigit()` on a font value.
    private func fontMethod(_ name: String, _ f: Font, _ args: [Argument]) -> Font? {
        switch name {
        case "bold": f.bold()
        case "italic": f.italic()
        case "monospaced": f.monospaced()
        case "monospacedDigit": f.monospacedDigit()
        case "weight": args.first.flatMap { caseName($0.value) }.flatMap(Font.Weight.init(rawValue:)).map(f.weight)
        case "smallCaps", "leading", "width": f
        default: nil
        }
    }

    /// `.title`, `.system(size: 20, weight: .bold, design: .rounded)`, `.system(.title, design:)`, `.custom(_:size:)`.
    func fontFromSymbol(_ s: Symbol) -> Font? {
        if s.arguments == nil { return Font.TextStyle(rawValue: s.name).map(Font.style) }
        let args = s.arguments ?? []
        let weight = args["weight"].flatMap { caseName($0.value) }.flatMap(Font.Weight.init(rawValue:))
        let design = args["design"].flatMap { caseName($0.value) }.flatMap(Font.Design.init(rawValue:)) ?? .default
        switch s.name {
        case "system":
            if let size = (args["size"] ?? args.positional.first).flatMap({ double($0.value) }) { return Font.system(size: size, weight: weight, design: design) }
            guard let style = args.positional.first.flatMap({ caseName($0.value) }).flatMap(Font.TextStyle.init(rawValue:)) else { return nil }
            return Font(.textStyle(style), weight: weight, design: design)
        case "custom":
            guard let size = (args["size"] ?? args["fixedSize"]).flatMap({ double($0.value) }) else { return nil }
            return Font.system(size: size)
        default:
            return nil
        }
    }
}
