import ViewTree

extension Interpreter {
    /// Swift's `==` for the values snippets compare: numbers across Int and Double, case names of
    /// implicit members against enum cases, element-wise collections.
    /// Each collection compared spends a step per element, so comparing a self-doubled array
    /// (`a = [a, a]` sixty times) stops at the step limit instead of running for years (issue #7).
    func valuesEqual(_ a: Value, _ b: Value) -> Bool {
        if case .array(let items) = a {
            budget.spend(items.count)
            if budget.isExhausted { return false }
        }
        switch (a, b) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { valuesEqual($0, $1) }
        case (.tuple(let x), .tuple(let y)): return x.count == y.count && zip(x, y).allSatisfy { valuesEqual($0.value, $1.value) }
        case (.color(let x), .color(let y)): return x == y
        case (.instance(let x), .instance(let y)):
            return x.type === y.type && x.fields.keys.sorted() == y.fields.keys.sorted()
                && x.fields.allSatisfy { key, value in y.fields[key].map { valuesEqual(value, $0) } ?? false }
        case (.binding(let x), _): return valuesEqual(x.value, b)
        case (_, .binding(let y)): return valuesEqual(a, y.value)
        default:
            break
        }
        if let x = double(a), let y = double(b) { return x == y }
        if let x = caseName(a), let y = caseName(b) { return x == y }
        return false
    }

    /// The text string interpolation shows, following Swift's `description`. Each array described
    /// spends a step per element, so describing a self-doubled array stops at the step limit (issue #7);
    /// collections are described part by part, so their text stops growing past the length limit.
    func describe(_ value: Value) -> String {
        if case .array(let items) = value {
            budget.spend(items.count)
            if budget.isExhausted { return "…" }
        }
        switch value {
        case .void: return "()"
        case .null: return "nil"
        case .bool(let b): return String(b)
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s): return s
        case .array(let items): return list("[", items, "]", debugDescribe)
        case .dictionary(let entries):
            return entries.isEmpty ? "[:]" : list("[", entries, "]") { debugDescribe($0.key) + ": " + debugDescribe($0.value) }
        case .range(let r): return describe(r.lower) + (r.isClosed ? "..." : "..<") + describe(r.upper)
        case .tuple(let items): return list("(", items, ")") { ($0.label.map { $0 + ": " } ?? "") + debugDescribe($0.value) }
        case .enumCase(let c): return c.name
        case .symbol(let s): return s.name
        case .unresolved(let name): return name
        case .binding(let b): return describe(b.value)
        case .instance(let i):
            let fields = i.type.storedProperties.compactMap { p in i.fields[p.name].map { (p.name, $0) } }
            return list(i.type.name + "(", fields, ")") { "\($0.0): \(debugDescribe($0.1))" }
        case .angle(let degrees): return "Angle(degrees: \(degrees))"
        case .size(let s): return "(\(s.width), \(s.height))"
        case .point(let p): return "(\(p.x), \(p.y))"
        default: return typeName(of: value)
        }
    }

    /// `open`, the parts' descriptions separated by ", ", then `close`. Each part's text is charged
    /// to the memory budget; once the text passes the length limit (the string will be rejected)
    /// or the budget is spent, it ends in "…" instead of growing on.
    private func list<Part>(_ open: String, _ parts: [Part], _ close: String, _ describePart: (Part) -> String) -> String {
        var text = open
        for (index, part) in parts.enumerated() {
            if text.utf8.count > budget.limits.maxLength || budget.isExhausted { return text + "…" }
            if index > 0 { text += ", " }
            let piece = describePart(part)
            budget.spend(bytes: piece.utf8.count)
            text += piece
        }
        return text + close
    }

    /// Strings inside collections print quoted, as Swift's `debugDescription` does.
    private func debugDescribe(_ value: Value) -> String {
        if case .string(let s) = value { return "\"" + s + "\"" }
        return describe(value)
    }

    /// The Swift type name used in messages.
    func typeName(of value: Value) -> String {
        switch value {
        case .void: "()"
        case .null: "nil"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .range: "Range"
        case .tuple: "tuple"
        case .view(let node): node.kindName
        case .views: "TupleView"
        case .instance(let i): i.type.name
        case .enumCase(let c): c.type.name
        case .function: "function"
        case .type(let t): t + ".Type"
        case .keyPath: "KeyPath"
        case .binding: "Binding"
        case .symbol(let s): "." + s.name
        case .unresolved(let name): name
        case .color: "Color"
        case .paint: "ShapeStyle"
        case .font: "Font"
        case .alignment: "Alignment"
        case .horizontal: "HorizontalAlignment"
        case .vertical: "VerticalAlignment"
        case .edgeSet: "Edge.Set"
        case .unitPoint: "UnitPoint"
        case .size: "CGSize"
        case .point: "CGPoint"
        case .angle: "Angle"
        case .insets: "EdgeInsets"
        case .dimensions: "ViewDimensions"
        case .geometry: "GeometryProxy"
        }
    }
}
