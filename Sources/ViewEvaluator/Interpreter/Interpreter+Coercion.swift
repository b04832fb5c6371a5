import ViewTree

extension Interpreter {
    /// A number as `Double`: `Int` converts implicitly, as integer literals do in CGFloat positions.
    func double(_ value: Value) -> Double? {
        switch value {
        case .double(let d): d
        case .int(let i): Double(i)
        case .binding(let b): double(b.value)
        case .symbol(let s) where s.arguments == nil: BuiltinValues.doubleConstants[s.name]
        default: nil
        }
    }

    func int(_ value: Value) -> Int? {
        switch value {
        case .int(let i): i
        case .double(let d) where d.isFinite && d.rounded(.towardZero) == d && abs(d) < 1e18: Int(d)
        case .binding(let b): int(b.value)
        default: nil
        }
    }

    func string(_ value: Value) -> String? {
        switch value {
        case .string(let s): s
        case .binding(let b): string(b.value)
        default: nil
        }
    }

    func bool(_ value: Value) -> Bool? {
        switch value {
        case .bool(let b): b
        case .binding(let b): bool(b.value)
        case .symbol(let s) where s.name == "constant": s.arguments?.first.flatMap { bool($0.value) }
        default: nil
        }
    }

    /// The value a binding argument shows: `$x`'s current value or `.constant(x)`'s `x`.
    func boundValue(_ value: Value) -> Value {
        switch value {
        case .binding(let b): b.value
        case .symbol(let s) where s.name == "constant": s.arguments?.first?.value ?? .null
        default: value
        }
    }

    /// A condition's value; anything but a Bool is reported and counts as false.
    func truth(_ value: Value, at here: SourceLocation) -> Bool {
        if let b = bool(value) { return b }
        if case .unresolved = value { return false }
        report(.error, .typeMismatch, "expected a 'Bool' condition, found '\(typeName(of: value))'", at: here)
        return false
    }

    /// The case name of an implicit member, enum case or optional (`.some`/`.none`).
    func caseName(_ value: Value) -> String? {
        switch value {
        case .symbol(let s): s.name
        case .enumCase(let c): c.name
        case .null: "none"
        case .bool(let b): b ? "true" : "false"
        default: nil
        }
    }

    func color(_ value: Value) -> ColorValue? {
        switch value {
        case .color(let c): return c
        case .paint(.color(let c)): return c
        case .symbol(let s) where s.arguments == nil:
            if s.name == "background" { return .system(.systemBackground) }
            return SystemColor(rawValue: s.name).map(ColorValue.system)
        case .view(let node):
            if case .color(let c) = node.kind, node.children.isEmpty { return c }
            return nil
        case .binding(let b): return color(b.value)
        default: return nil
        }
    }

    /// A `ShapeStyle`: a colour, `Color.x.gradient`, a `LinearGradient`, `.tint` or a hierarchical style.
    func paint(_ value: Value) -> Paint? {
        if let c = color(value) { return .color(c) }
        switch value {
        case .paint(let p): return p
        case .symbol(let s) where s.name == "tint": return .system(.accentColor)
        case .view(let node):
            if case .gradient(let p) = node.kind { return p }
            return nil
        default: return nil
        }
    }

    func font(_ value: Value) -> Font? {
        switch value {
        case .font(let f): f
        case .symbol(let s): fontFromSymbol(s)
        default: nil
        }
    }

    func alignment(_ value: Value) -> Alignment? {
        switch value {
        case .alignment(let a): a
        case .symbol(let s) where s.arguments == nil: BuiltinValues.alignments[s.name]
        default: nil
        }
    }

    /// `.leading`, `.center`, `.trailing`, or a custom guide from `extension HorizontalAlignment`.
    func horizontalAlignment(_ value: Value, at here: SourceLocation) throws -> HorizontalAlignment? {
        switch value {
        case .horizontal(let h): return h
        case .symbol(let s) where s.arguments == nil:
            if let builtin = BuiltinValues.horizontalAlignments[s.name] { return builtin }
            if page.types["HorizontalAlignment"]?.staticProperties[s.name] != nil,
               case .horizontal(let h) = try staticMember(s.name, of: "HorizontalAlignment", arguments: nil, at: here) {
                return h
            }
            return nil
        default: return nil
        }
    }

    /// `.top`, `.center`, `.bottom`, the baselines, or a custom guide from `extension VerticalAlignment`.
    func verticalAlignment(_ value: Value, at here: SourceLocation) throws -> VerticalAlignment? {
        switch value {
        case .vertical(let v): return v
        case .symbol(let s) where s.arguments == nil:
            if let builtin = BuiltinValues.verticalAlignments[s.name] { return builtin }
            if page.types["VerticalAlignment"]?.staticProperties[s.name] != nil,
               case .vertical(let v) = try staticMember(s.name, of: "VerticalAlignment", arguments: nil, at: here) {
                return v
            }
            return nil
        default: return nil
        }
    }

    /// `.horizontal`, `[.top, .leading]`, `.all`.
    func edgeSet(_ value: Value) -> Edge.Set? {
        switch value {
        case .edgeSet(let e): return e
        case .symbol(let s) where s.arguments == nil: return BuiltinValues.edgeSets[s.name]
        case .array(let items):
            var set: Edge.Set = []
            for item in items {
                guard let e = edgeSet(item) else { return nil }
                set.formUnion(e)
            }
            return set
        default: return nil
        }
    }

    func unitPoint(_ value: Value) -> UnitPoint? {
        switch value {
        case .unitPoint(let p): p
        case .symbol(let s) where s.arguments == nil: BuiltinValues.unitPoints[s.name]
        default: nil
        }
    }

    /// `.degrees(45)`, `.radians(.pi)`, `Angle(degrees:)`, `.zero`, in degrees.
    func angle(_ value: Value) -> Double? {
        switch value {
        case .angle(let d): return d
        case .symbol(let s):
            if s.name == "zero", s.arguments == nil { return 0 }
            guard let arg = s.arguments?.first, let x = double(arg.value) else { return nil }
            if s.name == "degrees" { return x }
            if s.name == "radians" { return x * 180 / .pi }
            return nil
        default: return nil
        }
    }

    /// Converts a value to a declared type where Swift would (numbers, implicit members,
    /// user enum cases). A basic value of the wrong basic type, or a case the enum lacks, is the
    /// compile error Swift would give; other values are kept as they are.
    func coerceDeclared(_ value: Value, to type: String?, at here: SourceLocation) throws -> Value {
        guard let type = type?.trimmingOptionalMarks, !type.isEmpty else { return value }
        if let coerced = try coerce(value, toType: type, at: here) { return coerced }
        if case .symbol(let s) = value, let decl = page.types[type], decl.kind == .enumeration, decl.staticProperties[s.name] == nil {
            report(.error, .unknownMember, "type '\(type)' has no member '\(s.name)'", at: here, notes: memberSuggestion(s.name, of: type))
            return .unresolved(s.name)
        }
        if let found = primitiveTypeName(value), Self.primitiveTypes.contains(type), !Self.converts(found, to: type) {
            report(.error, .typeMismatch, "cannot convert value of type '\(found)' to specified type '\(type)'", at: here)
        }
        return value
    }

    private static let primitiveTypes: Set<String> = ["Int", "Double", "CGFloat", "Float", "String", "Bool"]

    /// Literal typing: an integer fits every number type, a floating value every floating type.
    private static func converts(_ found: String, to type: String) -> Bool {
        switch found {
        case "Int": ["Int", "Double", "CGFloat", "Float"].contains(type)
        case "Double": ["Double", "CGFloat", "Float"].contains(type)
        default: found == type
        }
    }

    private func primitiveTypeName(_ value: Value) -> String? {
        switch value {
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .bool: "Bool"
        default: nil
        }
    }

    /// The value as `type`, or nil if it cannot be one.
    func coerce(_ value: Value, toType type: String, at here: SourceLocation) throws -> Value? {
        switch type {
        case "CGFloat", "Double", "Float", "TimeInterval": return double(value).map(Value.double)
        case "Int": return int(value).map(Value.int) ?? intConstant(value)
        case "Color": return color(value).map(Value.color)
        case "Font": return font(value).map(Value.font)
        case "Alignment": return alignment(value).map(Value.alignment)
        case "HorizontalAlignment": return try horizontalAlignment(value, at: here).map(Value.horizontal)
        case "VerticalAlignment": return try verticalAlignment(value, at: here).map(Value.vertical)
        case "Edge.Set": return edgeSet(value).map(Value.edgeSet)
        case "UnitPoint": return unitPoint(value).map(Value.unitPoint)
        case "Angle": return angle(value).map { Value.angle(degrees: $0) }
        case "CGSize", "CGPoint", "EdgeInsets": return zeroValue(value, type)
        case "Binding": return bindingConstant(value)
        case "ShapeStyle", "AnyShapeStyle", "HierarchicalShapeStyle": return paint(value).map(Value.paint)
        default: return userEnumCase(value, type)
        }
    }

    private func intConstant(_ value: Value) -> Value? {
        guard case .symbol(let s) = value, s.arguments == nil else { return nil }
        switch s.name {
        case "max": return .int(.max)
        case "min": return .int(.min)
        case "zero": return .int(0)
        default: return nil
        }
    }

    private func zeroValue(_ value: Value, _ type: String) -> Value? {
        guard case .symbol(let s) = value, s.name == "zero", s.arguments == nil else {
            if case .symbol = value { return nil }
            return value
        }
        switch type {
        case "CGSize": return .size(.zero)
        case "CGPoint": return .point(.zero)
        default: return .insets(EdgeInsets())
        }
    }

    /// `.constant(true)` as a `Binding`.
    private func bindingConstant(_ value: Value) -> Value? {
        if case .binding = value { return value }
        guard case .symbol(let s) = value, s.name == "constant", let arg = s.arguments?.first else { return nil }
        return .binding(BindingValue(value: arg.value))
    }

    /// `.small` where a user enum `Size` is expected.
    private func userEnumCase(_ value: Value, _ type: String) -> Value? {
        guard case .symbol(let s) = value, let decl = page.types[type], decl.kind == .enumeration,
              decl.cases.contains(where: { $0.name == s.name }) else { return nil }
        return .enumCase(EnumCaseValue(type: decl, name: s.name, payload: s.arguments ?? []))
    }
}
