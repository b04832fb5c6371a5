import ViewTree

extension Interpreter {
    /// Swift and SwiftUI value types and free functions called by name: `CGSize(width:height:)`,
    /// `HorizontalAlignment(Menu.self)`, `Array(0..<3)`, `max(a, b)`… nil if the name is none of them.
    func builtinConstruct(_ name: String, _ args: [Argument], at here: SourceLocation) throws -> Value? {
        func number(_ label: String) throws -> Double { try optionalDouble(args[label]) ?? 0 }
        let first = args.first { $0.label == nil }
        switch name {
        case "CGSize": return .size(Size(width: try number("width"), height: try number("height")))
        case "CGPoint": return .point(Point(x: try number("x"), y: try number("y")))
        case "UnitPoint": return .unitPoint(UnitPoint(x: try number("x"), y: try number("y")))
        case "EdgeInsets":
            return .insets(EdgeInsets(top: try number("top"), leading: try number("leading"), bottom: try number("bottom"), trailing: try number("trailing")))
        case "Angle":
            if let r = args["radians"] { return .angle(degrees: try requiredDouble(r) * 180 / .pi) }
            return .angle(degrees: try number("degrees"))
        case "Alignment":
            return .alignment(Alignment(
                horizontal: try horizontalArgument(args["horizontal"], default: .center), vertical: try verticalArgument(args["vertical"], default: .center)))
        case "HorizontalAlignment", "VerticalAlignment":
            return try customAlignment(name, first, at: here)
        case "Gradient":
            if case .array(let items)? = args["colors"]?.value {
                return .paint(.linearGradient(LinearGradient(colors: items.compactMap(color), startPoint: .top, endPoint: .bottom)))
            }
            if case .array(let items)? = args["stops"]?.value {
                return .paint(.linearGradient(LinearGradient(stops: items.compactMap(gradientStop), startPoint: .top, endPoint: .bottom)))
            }
            return nil
        case "State", "StateObject":
            return (args["initialValue"] ?? args["wrappedValue"] ?? first)?.value ?? .null
        case "Binding":
            if case .function(let get)? = args["get"]?.value { return .binding(BindingValue(value: try callFunction(get, arguments: [], at: here))) }
            return first.map { .binding(BindingValue(value: $0.value)) }
        case "UUID":
            uuidCounter += 1
            let digits = String(uuidCounter)
            return .string("00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits)
        default:
            return try conversion(name, args, at: here) ?? freeFunction(name, args, at: here)
        }
    }

    /// `HorizontalAlignment(Menu.self)`: a custom guide keyed by the `AlignmentID` type's name (reference §6.4),
    /// whose default value runs that type's `defaultValue(in:)` at layout time.
    private func customAlignment(_ axisType: String, _ arg: Argument?, at here: SourceLocation) throws -> Value? {
        guard let arg, case .type(let idName) = arg.value else {
            report(.error, .invalidArgument, "'\(axisType)' expects an 'AlignmentID' type such as 'Name.self'", at: here)
            return .unresolved(axisType)
        }
        guard let decl = page.types[idName], let method = decl.staticMethods["defaultValue"]?.first else {
            report(.error, .unknownName, "'\(idName)' is not an 'AlignmentID' with 'static func defaultValue(in:)'", at: arg.location)
            return .unresolved(idName)
        }
        let f = function(method, selfValue: .type(idName))
        _ = try callFunction(f, arguments: [Argument(label: "in", value: .dimensions(ViewDimensions(size: .zero)))], at: here)
        let callback = LayoutCallback(page: page, assets: assets, limits: limits, function: f, location: here, argumentLabel: "in")
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
            return try radixConversion(name, value, radix, uppercase: args["uppercase"].flatMap { bool($0.value) } ?? false, at: here)
        }
        switch name {
        case "Int":
            if let s = string(value) { return Int(s).map(Value.int) ?? .null }
            guard let d = double(value) else { return nil }
            guard let whole = Int(exactly: d.rounded(.towardZero)) else {
                report(.error, .runtimeError, "'\(describe(value))' cannot be converted to 'Int'", at: here)
                return .unresolved("?")
            }
            return .int(whole)
        case "Double", "CGFloat", "Float":
            if let s = string(value) { return Double(s).map(Value.double) ?? .null }
            return double(value).map(Value.double)
        case "String": return try madeString(describe(value), at: here)
        case "Bool": return bool(value).map(Value.bool)
        case "Array": return try madeArray(try elements(of: value, at: here), at: here)
        case "Set":
            var unique: [Value] = []
            for item in try elements(of: value, at: here) where !unique.contains(where: { valuesEqual($0, item) }) { unique.append(item) }
            return try madeArray(unique, at: here)
        default: return nil
        }
    }

    /// `String(255, radix: 16)` is "ff", `Int("ff", radix: 16)` is 255; Swift traps on a radix
    /// outside 2...36.
    private func radixConversion(_ name: String, _ value: Value, _ radixArgument: Argument, uppercase: Bool, at here: SourceLocation) throws -> Value {
        guard let radix = int(radixArgument.value) else {
            reportBadArgument(radixArgument, expected: "Int")
            return .unresolved("?")
        }
        guard (2...36).contains(radix) else {
            report(.error, .runtimeError, "radix \(radix) is not between 2 and 36", at: radixArgument.location)
            return .unresolved("?")
        }
        if name == "Int" {
            guard let text = string(value) else { return .unresolved("?") }
            return Int(text, radix: radix).map(Value.int) ?? .null
        }
        guard case .int(let number) = value else {
            report(.error, .typeMismatch, "'String(_:radix:)' needs an integer, found '\(typeName(of: value))'", at: here)
            return .unresolved("?")
        }
        return .string(String(number, radix: radix, uppercase: uppercase))
    }

    /// `String(repeating: "ab", count: 3)`, `Array(repeating: 0, count: 3)`; Swift traps on a
    /// negative count, the preview reports it.
    private func repetition(of element: Value, count: Argument?, asString: Bool, at here: SourceLocation) throws -> Value {
        let n = count.flatMap { int($0.value) } ?? 0
        guard n >= 0 else {
            report(.error, .runtimeError, "negative count \(n) in '\(asString ? "String" : "Array")(repeating:count:)'", at: count?.location ?? here)
            return .unresolved("?")
        }
        if asString {
            let unit = describe(element)
            try budget.makeString(utf8Count: unit.utf8.count.multipliedReportingOverflow(by: n).overflow ? .max : unit.utf8.count * n, at: here)
            return .string(String(repeating: unit, count: n))
        }
        try budget.makeCollection(count: n, at: here)
        return .array(Array(repeating: element, count: n))
    }

    /// A string the evaluation made from others, charged to the memory budget; its length is
    /// checked, as a description can be long.
    func madeString(_ text: String, at here: SourceLocation) throws -> Value {
        try budget.makeString(utf8Count: text.utf8.count, at: here)
        return .string(text)
    }

    /// An array the evaluation made element by element (each a step), charged to the memory budget.
    func madeArray(_ items: [Value], at here: SourceLocation) throws -> Value {
        try budget.charge(elements: items.count, at: here)
        return .array(items)
    }

    /// The elements of a sequence as an array, counting each against the budget.
    func elements(of sequence: Value, at here: SourceLocation) throws -> [Value] {
        var result: [Value] = []
        try forEachElement(of: sequence, at: here) { element in
            try budget.step(at: here)
            result.append(element)
            return true
        }
        return result
    }

    /// `min`, `max`, `abs`, `round`, `floor`, `ceil`, `sqrt`, `pow`, `stride`, `zip`, `print`.
    private func freeFunction(_ name: String, _ args: [Argument], at here: SourceLocation) throws -> Value? {
        let numbers = args.compactMap { double($0.value) }
        let ints = args.compactMap { if case .int(let i) = $0.value { i } else { nil } }
        if !ints.isEmpty, ints.count == args.count, let value = integerFunction(name, ints, at: here) { return value }
        switch name {
        case "min" where !numbers.isEmpty: return .double(numbers.min()!)
        case "max" where !numbers.isEmpty: return .double(numbers.max()!)
        case "abs" where numbers.count == 1: return .double(Swift.abs(numbers[0]))
        case "round" where numbers.count == 1: return .double(numbers[0].rounded())
        case "floor" where numbers.count == 1: return .double(numbers[0].rounded(.down))
        case "ceil" where numbers.count == 1: return .double(numbers[0].rounded(.up))
        case "sqrt" where numbers.count == 1: return .double(numbers[0].squareRoot())
        case "pow" where numbers.count == 2: return .double(power(numbers[0], numbers[1]))
        case "print", "debugPrint": return .void
        case "stride": return try stride(args, at: here)
        case "zip" where args.count == 2:
            let a = try elements(of: args[0].value, at: here), b = try elements(of: args[1].value, at: here)
            return try madeArray(zip(a, b).map { .tuple([TupleElement(label: nil, value: $0), TupleElement(label: nil, value: $1)]) }, at: here)
        default: return nil
        }
    }

    /// `min`, `max` and `abs` of integers stay integers, as Swift's generic versions do;
    /// `abs(Int.min)` overflows.
    private func integerFunction(_ name: String, _ ints: [Int], at here: SourceLocation) -> Value? {
        switch name {
        case "min": .int(ints.min()!)
        case "max": .int(ints.max()!)
        case "abs" where ints.count == 1: checked(CheckedInteger.magnitude(ints[0]), "abs(\(ints[0]))", at: here)
        default: nil
        }
    }

    /// `x^y` for whole exponents (the only ones snippets use), by repeated multiplication.
    private func power(_ base: Double, _ exponent: Double) -> Double {
        guard exponent == exponent.rounded(), Swift.abs(exponent) <= 64 else { return .nan }
        var result = 1.0
        for _ in 0..<Int(Swift.abs(exponent)) { result *= base }
        return exponent < 0 ? 1 / result : result
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, materialised under the step budget.
    /// Swift traps on a zero step, and on an integer step that overflows before the end is passed.
    private func stride(_ args: [Argument], at here: SourceLocation) throws -> Value? {
        let endArgument = args["to"] ?? args["through"]
        guard let fromArgument = args["from"], let byArgument = args["by"], let endArgument else { return nil }
        let closed = args["through"] != nil
        if case .int(let from) = fromArgument.value, case .int(let by) = byArgument.value, case .int(let end) = endArgument.value {
            guard by != 0 else { return zeroStride(at: byArgument.location) }
            return try integerStride(from: from, to: end, by: by, closed: closed, at: here)
        }
        guard let from = double(fromArgument.value), let by = double(byArgument.value), let end = double(endArgument.value) else { return nil }
        guard by != 0 else { return zeroStride(at: byArgument.location) }
        var items: [Value] = []
        var x = from
        while by > 0 ? (closed ? x <= end : x < end) : (closed ? x >= end : x > end) {
            try budget.step(at: here)
            items.append(.double(x))
            x += by
        }
        return try madeArray(items, at: here)
    }

    private func zeroStride(at here: SourceLocation) -> Value {
        report(.error, .runtimeError, "stride size must not be zero", at: here)
        return .unresolved("stride")
    }

    /// Each next value is the last plus the step, as Swift's integer strides compute it; the
    /// value at a `through:` end is returned without stepping past it.
    private func integerStride(from: Int, to end: Int, by: Int, closed: Bool, at here: SourceLocation) throws -> Value {
        var items: [Value] = []
        var x = from
        while by > 0 ? (closed ? x <= end : x < end) : (closed ? x >= end : x > end) {
            try budget.step(at: here)
            items.append(.int(x))
            if closed, x == end { break }
            guard let next = CheckedInteger.sum(x, by) else { return checked(nil, "\(x) + \(by)", at: here) }
            x = next
        }
        return try madeArray(items, at: here)
    }
}
