import ViewTree

/// Swift's and SwiftUI's own values as snippets use them: properties (`items.count`,
/// `proxy.size`), methods (`map`, `uppercased()`, `Font.bold()`), initializers and free functions
/// (`CGSize(width:height:)`, `Array(0..<3)`, `max`, `stride`). Where Swift traps, a runtime
/// error is reported; every string and collection made is charged to the memory budget.
struct SwiftLibrary: Evaluator {
    let context: EvaluationContext

    /// Properties of Swift and SwiftUI values; nil when `name` is not one.
    func property(_ name: String, of base: Value, at here: SourceLocation) throws -> Value? {
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
        case (.container(let c), _): layoutProperty(name, of: c)
        case (.foundation(let f), _): foundationProperty(name, of: f)
        case (.string(let s), "uuidString"): .string(s)
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
        return expressions.checked(bounds.count, "(\(values.describe(.range(r)))).count", at: here)
    }

    private func tupleElement(_ items: [TupleElement], _ name: String) -> Value? {
        if let i = Int(name), items.indices.contains(i) { return items[i].value }
        return items.first { $0.label == name }?.value
    }

    /// Methods of Swift and SwiftUI values; nil when `name` is not one (the caller then tries modifiers).
    func method(_ name: String, on base: Value, _ args: [Argument], at here: SourceLocation) throws -> Value? {
        switch base {
        case .array, .range, .dictionary:
            let result = try collectionMethod(name, on: base, args, at: here)
            if case .array(let items)? = result { try context.budget.charge(elements: items.count, at: here) }
            return result
        case .string(let s): return try stringMethod(name, s, args, at: here)
        case .font(let f): return fontMethod(name, f, args).map(Value.font)
        case .color(let c) where name == "opacity": return .color(c.opacity(coercion.optionalDouble(args.first) ?? 1))
        case .double(let d) where name == "rounded": return .double(d.rounded())
        case .double(let d) where name == "squareRoot": return .double(d.squareRoot())
        case .container(let c): return layoutMethod(name, on: c, args, at: here)
        case .foundation(let f): return foundationMethod(name, on: f, args)
        case .int, .double where name == "formatted": return formatNumber(base, args)
        default: return nil
        }
    }

    /// String methods; every string or array they make is charged to the memory budget.
    private func stringMethod(_ name: String, _ s: String, _ args: [Argument], at here: SourceLocation) throws -> Value? {
        let argument = args.first?.value.asString ?? ""
        switch name {
        case "uppercased": return try madeString(s.uppercased(), at: here)
        case "lowercased": return try madeString(s.lowercased(), at: here)
        case "hasPrefix": return .bool(s.hasPrefix(argument))
        case "hasSuffix": return .bool(s.hasSuffix(argument))
        case "contains": return .bool(argument.isEmpty ? true : s.contains(argument))
        case "prefix": return try madeString(String(s.prefix(max(0, args.first?.value.asInt ?? 0))), at: here)
        case "split":
            let parts = s.split(separator: argument.isEmpty ? " " : argument).map { Value.string(String($0)) }
            try context.budget.charge(bytes: s.utf8.count, at: here)
            return try madeArray(parts, at: here)
        case "reversed": return try madeString(String(s.reversed()), at: here)
        case "replacingOccurrences" where !argument.isEmpty:
            let replacement = args["with"]?.value.asString ?? ""
            let growth = max(0, replacement.utf8.count - argument.utf8.count) * s.ranges(of: argument).count
            try context.budget.makeString(utf8Count: s.utf8.count + growth, at: here)
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
        case "weight": args.first?.value.caseName.flatMap(Font.Weight.init(rawValue:)).map(f.weight)
        case "smallCaps", "leading", "width": f
        default: nil
        }
    }

    /// A string the evaluation made from others, charged to the memory budget; its length is
    /// checked, as a description can be long.
    func madeString(_ text: String, at here: SourceLocation) throws -> Value {
        try context.budget.makeString(utf8Count: text.utf8.count, at: here)
        return .string(text)
    }

    /// An array the evaluation made element by element (each a step), charged to the memory budget.
    func madeArray(_ items: [Value], at here: SourceLocation) throws -> Value {
        try context.budget.charge(elements: items.count, at: here)
        return .array(items)
    }
}
