import ViewTree

/// Swift's `==` and `description` over the interpreter's values, and the canonical text of a tag.
/// Both walk collections, so both spend the budget as they go: comparing or describing a
/// self-doubled array (`a = [a, a]` sixty times) stops at a limit instead of running for years
/// or filling memory (issues #7, #17).
struct ValueOperations: Evaluator {
    let context: EvaluationContext

    /// Swift's `==` for the values snippets compare: numbers across Int and Double, case names of
    /// implicit members against enum cases, element-wise collections.
    func equal(_ a: Value, _ b: Value) -> Bool {
        if case .array(let items) = a {
            context.budget.spend(items.count)
            if context.budget.isExhausted { return false }
        }
        switch (a, b) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.tuple(let x), .tuple(let y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0.value, $1.value) }
        case (.color(let x), .color(let y)): return x == y
        case (.instance(let x), .instance(let y)):
            return x.type === y.type && x.fields.keys.sorted() == y.fields.keys.sorted()
                && x.fields.allSatisfy { key, value in y.fields[key].map { equal(value, $0) } ?? false }
        case (.foundation(.date(let x)), .foundation(.date(let y))): return x == y
        case (.foundation(.url(let x)), .foundation(.url(let y))): return x == y
        case (.foundation(.dateComponents(let x)), .foundation(.dateComponents(let y))): return x == y
        case (.foundation, _), (_, .foundation): return false
        case (.binding(let x), _): return equal(x.value, b)
        case (_, .binding(let y)): return equal(a, y.value)
        default:
            break
        }
        if let x = a.asDouble, let y = b.asDouble { return x == y }
        if let x = a.caseName, let y = b.caseName { return x == y }
        return false
    }

    /// The text string interpolation shows, following Swift's `description`. Collections are
    /// described part by part, so their text stops growing past the length limit.
    func describe(_ value: Value) -> String {
        if case .array(let items) = value {
            context.budget.spend(items.count)
            if context.budget.isExhausted { return "…" }
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
        case .foundation(let f): return describe(f)
        case .view, .views, .function, .type, .keyPath, .color, .paint, .font, .alignment, .horizontal, .vertical, .edgeSet, .unitPoint, .insets,
             .dimensions, .geometry, .container:
            return value.typeName
        }
    }

    /// Foundation's descriptions: `2024-06-10 09:41:00 +0000`, `5.0 km`, a URL's text.
    private func describe(_ value: FoundationValue) -> String {
        switch value {
        case .date(let d): DateFormatting.description(d)
        case .measurement(let v, let unit): String(v) + " " + unit.symbol
        case .duration(let s): String(s) + " seconds"
        case .url(let text): text
        case .dateComponents(let parts):
            list("DateComponents(", parts.keys.sorted().map { ($0, parts[$0] ?? 0) }, ")") { "\($0.0): \($0.1)" }
        case .calendar: "gregorian (current)"
        case .bundle: "NSBundle <MyApp.app> (loaded)"
        case .locale: "en_US (current)"
        case .timeZone: "GMT (fixed)"
        case .inert(let type): type
        case .dateFormatter: "<NSDateFormatter>"
        case .numberFormatter: "<NSNumberFormatter>"
        case .formatStyle: "FormatStyle"
        }
    }

    /// `open`, the parts' descriptions separated by ", ", then `close`. Each part's text is charged
    /// to the memory budget; once the text passes the length limit (the string will be rejected)
    /// or the budget is spent, it ends in "…" instead of growing on.
    private func list<Part>(_ open: String, _ parts: [Part], _ close: String, _ describePart: (Part) -> String) -> String {
        var text = open
        for (index, part) in parts.enumerated() {
            if text.utf8.count > context.limits.maxLength || context.budget.isExhausted { return text + "…" }
            if index > 0 { text += ", " }
            let piece = describePart(part)
            context.budget.spend(bytes: piece.utf8.count)
            text += piece
        }
        return text + close
    }

    /// Strings inside collections print quoted, as Swift's `debugDescription` does.
    private func debugDescribe(_ value: Value) -> String {
        if case .string(let s) = value { return "\"" + s + "\"" }
        return describe(value)
    }

    /// The canonical text of a tag or selection value, so `.tag(true)` matches a `true` selection.
    func tagString(_ value: Value) -> String {
        switch value {
        case .string(let s): "\"" + s + "\""
        case .double(let d) where d == d.rounded() && abs(d) < 1e15: String(Int(d))
        case .enumCase(let c): "." + c.name
        case .symbol(let s): "." + s.name
        case .binding(let b): tagString(b.value)
        default: describe(value)
        }
    }
}
