import Diagnostics
import ViewTree

extension SwiftLibrary {
    /// Swift and SwiftUI value types and free functions called by name: `CGSize(width:height:)`,
    /// `HorizontalAlignment(Menu.self)`, `Array(0..<3)`, `max(a, b)`… nil if the name is none of them.
    func construct(_ name: String, _ args: [Argument], at here: SourceLocation) throws -> Value? {
        func number(_ label: String) -> Double { coercion.optionalDouble(args[label]) ?? 0 }
        let first = args.first { $0.label == nil }
        switch name {
        case "CGSize": return .size(Size(width: number("width"), height: number("height")))
        case "CGPoint": return .point(Point(x: number("x"), y: number("y")))
        case "UnitPoint": return .unitPoint(UnitPoint(x: number("x"), y: number("y")))
        case "EdgeInsets":
            return .insets(EdgeInsets(top: number("top"), leading: number("leading"), bottom: number("bottom"), trailing: number("trailing")))
        case "Angle":
            if let r = args["radians"] { return .angle(degrees: coercion.requiredDouble(r) * 180 / .pi) }
            return .angle(degrees: number("degrees"))
        case "Alignment":
            return .alignment(Alignment(
                horizontal: try coercion.horizontalArgument(args["horizontal"], default: .center),
                vertical: try coercion.verticalArgument(args["vertical"], default: .center)))
        case "HorizontalAlignment", "VerticalAlignment":
            return try customAlignment(name, first, at: here)
        case "Gradient":
            if case .array(let items)? = args["colors"]?.value {
                return .paint(.linearGradient(LinearGradient(colors: items.compactMap(\.asColor), startPoint: .top, endPoint: .bottom)))
            }
            if case .array(let items)? = args["stops"]?.value {
                return .paint(.linearGradient(LinearGradient(stops: items.compactMap(BuiltinValues.gradientStop), startPoint: .top, endPoint: .bottom)))
            }
            return nil
        case "State", "StateObject":
            return (args["initialValue"] ?? args["wrappedValue"] ?? first)?.value ?? .null
        case "Binding":
            if case .function(let get)? = args["get"]?.value { return .binding(BindingValue(value: try calls.callFunction(get, arguments: [], at: here))) }
            return first.map { .binding(BindingValue(value: $0.value)) }
        case "UUID":
            return .string(context.nextUUID())
        case "Dictionary" where args["grouping"] != nil:
            return try grouped(args["grouping"]?.value, by: args["by"]?.value, at: here)
        default:
            return try foundationConstruct(name, args) ?? conversion(name, args, at: here) ?? constructLayoutValue(name, args, at: here) ?? freeFunction(name, args, at: here)
        }
    }

    /// `Dictionary(grouping: items, by: { $0.category })`: the items under each key, keys in order
    /// of first appearance (Swift's order is unspecified; this one is stable).
    private func grouped(_ sequence: Value?, by key: Value?, at here: SourceLocation) throws -> Value? {
        guard let sequence, case .function(let f)? = key else { return nil }
        var entries: [DictionaryEntry] = []
        for item in try elements(of: sequence, at: here) {
            let k = try calls.callFunction(f, arguments: [Argument(label: nil, value: item)], at: here)
            if let i = entries.firstIndex(where: { values.equal($0.key, k) }), case .array(let group) = entries[i].value {
                entries[i].value = .array(group + [item])
            } else {
                entries.append(DictionaryEntry(key: k, value: .array([item])))
            }
        }
        try context.budget.charge(elements: entries.count, at: here)
        return .dictionary(entries)
    }

    /// `HorizontalAlignment(Menu.self)`: a custom guide keyed by the `AlignmentID` type's name (Layout.md §6.4),
    /// whose default value runs that type's `defaultValue(in:)` at layout time.
    private func customAlignment(_ axisType: String, _ arg: Argument?, at here: SourceLocation) throws -> Value? {
        guard let arg, case .type(let idName) = arg.value else {
            report(.error, .invalidArgument, "'\(axisType)' expects an 'AlignmentID' type such as 'Name.self'", at: here)
            return .unresolved(axisType)
        }
        guard let decl = context.page.types[idName], let method = decl.staticMethods["defaultValue"]?.first else {
            report(.error, .unknownName, "'\(idName)' is not an 'AlignmentID' with 'static func defaultValue(in:)'", at: arg.location)
            return .unresolved(idName)
        }
        let f = calls.function(method, selfValue: .type(idName))
        _ = try calls.callFunction(f, arguments: [Argument(label: "in", value: .dimensions(ViewDimensions(size: .zero)))], at: here)
        let callback = LayoutCallback(context: context, function: f, location: here, argumentLabel: "in")
        if axisType == "HorizontalAlignment" {
            return .horizontal(HorizontalAlignment(custom: idName, defaultValue: { d in callback.value(for: d, fallback: 0) }))
        }
        return .vertical(VerticalAlignment(custom: idName, defaultValue: { d in callback.value(for: d, fallback: 0) }))
    }

    /// `Int(x)`, `Double(x)`, `CGFloat(x)`, `String(x)`, `String(describing:)`, `Array(seq)`, `Set(seq)`,
    /// `String(repeating:count:)`, `Array(repeating:count:)`.
    private func conversion(_ name: String, _ args: [Argument], at here: SourceLocation) throws -> Value? {
        if name == "String" || name == "Array", let repeated = args["repeating"]?.value {
            return try repetition(of: repeated, count: args["count"], asString: name == "String", at: here)
        }
        guard let arg = args.first else { return nil }
        let value = arg.value
        if let radix = args["radix"], name == "String" || name == "Int" {
            return radixConversion(name, value, radix, uppercase: args["uppercase"]?.value.asBool ?? false, at: here)
        }
        switch name {
        case "Int": return intConversion(value, at: here)
        case "Double", "CGFloat", "Float":
            if let s = value.asString { return Double(s).map(Value.double) ?? .null }
            return value.asDouble.map(Value.double)
        case "String": return try madeString(values.describe(value), at: here)
        case "Bool": return value.asBool.map(Value.bool)
        case "Array": return try madeArray(try elements(of: value, at: here), at: here)
        case "Set":
            var unique: [Value] = []
            for item in try elements(of: value, at: here) where !unique.contains(where: { values.equal($0, item) }) { unique.append(item) }
            return try madeArray(unique, at: here)
        default: return nil
        }
    }

    /// `Int("12")` (nil when it is not a number) or `Int(3.9)` (3); Swift traps on a Double outside Int's range.
    private func intConversion(_ value: Value, at here: SourceLocation) -> Value? {
        if let s = value.asString { return Int(s).map(Value.int) ?? .null }
        guard let d = value.asDouble else { return nil }
        guard let whole = Int(exactly: d.rounded(.towardZero)) else {
            report(.error, .runtimeError, "'\(values.describe(value))' cannot be converted to 'Int'", at: here)
            return .unresolved("?")
        }
        return .int(whole)
    }

    /// `String(255, radix: 16)` is "ff", `Int("ff", radix: 16)` is 255; Swift traps on a radix
    /// outside 2...36.
    private func radixConversion(_ name: String, _ value: Value, _ radixArgument: Argument, uppercase: Bool, at here: SourceLocation) -> Value {
        guard let radix = radixArgument.value.asInt else {
            coercion.reportBadArgument(radixArgument, expected: "Int")
            return .unresolved("?")
        }
        guard (2...36).contains(radix) else {
            report(.error, .runtimeError, "radix \(radix) is not between 2 and 36", at: radixArgument.location)
            return .unresolved("?")
        }
        if name == "Int" {
            guard let text = value.asString else { return .unresolved("?") }
            return Int(text, radix: radix).map(Value.int) ?? .null
        }
        guard case .int(let number) = value else {
            report(.error, .typeMismatch, "'String(_:radix:)' needs an integer, found '\(value.typeName)'", at: here)
            return .unresolved("?")
        }
        return .string(String(number, radix: radix, uppercase: uppercase))
    }

    /// `String(repeating: "ab", count: 3)`, `Array(repeating: 0, count: 3)`; Swift traps on a
    /// negative count, the preview reports it. The size is charged before anything is built.
    private func repetition(of element: Value, count: Argument?, asString: Bool, at here: SourceLocation) throws -> Value {
        let n = count?.value.asInt ?? 0
        guard n >= 0 else {
            report(.error, .runtimeError, "negative count \(n) in '\(asString ? "String" : "Array")(repeating:count:)'", at: count?.location ?? here)
            return .unresolved("?")
        }
        if asString {
            let unit = values.describe(element)
            let length = unit.utf8.count.multipliedReportingOverflow(by: n)
            try context.budget.makeString(utf8Count: length.overflow ? .max : length.partialValue, at: here)
            return .string(String(repeating: unit, count: n))
        }
        try context.budget.makeCollection(count: n, at: here)
        return .array(Array(repeating: element, count: n))
    }
}
