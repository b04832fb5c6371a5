import Diagnostics
import ViewTree

/// A value as the type its position expects, where that needs more than the value itself (see
/// `Value+Conversions` for the rest): the page's enums and custom alignment guides, and the
/// compile errors Swift would report for a wrong type.
struct Coercion: Evaluator {
    let context: EvaluationContext

    /// A condition's value; anything but a Bool is reported and counts as false.
    func truth(_ value: Value, at here: SourceLocation) -> Bool {
        if let b = value.asBool { return b }
        if case .unresolved = value { return false }
        report(.error, .typeMismatch, "expected a 'Bool' condition, found '\(value.typeName)'", at: here)
        return false
    }

    /// `.leading`, `.center`, `.trailing`, or a custom guide from `extension HorizontalAlignment`.
    func horizontalAlignment(_ value: Value, at here: SourceLocation) throws -> HorizontalAlignment? {
        switch value {
        case .horizontal(let h): return h
        case .symbol(let s) where s.arguments == nil:
            if let builtin = BuiltinValues.horizontalAlignments[s.name] { return builtin }
            if context.page.types["HorizontalAlignment"]?.staticProperties[s.name] != nil,
               case .horizontal(let h) = try members.staticMember(s.name, of: "HorizontalAlignment", arguments: nil, at: here) {
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
            if context.page.types["VerticalAlignment"]?.staticProperties[s.name] != nil,
               case .vertical(let v) = try members.staticMember(s.name, of: "VerticalAlignment", arguments: nil, at: here) {
                return v
            }
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
        if case .symbol(let s) = value, let decl = context.page.types[type], decl.kind == .enumeration, decl.staticProperties[s.name] == nil {
            report(.error, .unknownMember, "type '\(type)' has no member '\(s.name)'", at: here, notes: members.memberSuggestion(s.name, of: type))
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
        case "CGFloat", "Double", "Float", "TimeInterval": return value.asDouble.map(Value.double)
        case "Int": return value.asInt.map(Value.int) ?? intConstant(value)
        case "Color": return value.asColor.map(Value.color)
        case "Font": return value.asFont.map(Value.font)
        case "Alignment": return value.asAlignment.map(Value.alignment)
        case "HorizontalAlignment": return try horizontalAlignment(value, at: here).map(Value.horizontal)
        case "VerticalAlignment": return try verticalAlignment(value, at: here).map(Value.vertical)
        case "Edge.Set": return value.asEdgeSet.map(Value.edgeSet)
        case "UnitPoint": return value.asUnitPoint.map(Value.unitPoint)
        case "Angle": return value.asDegrees.map { Value.angle(degrees: $0) }
        case "CGSize", "CGPoint", "EdgeInsets": return zeroValue(value, type)
        case "Binding": return bindingConstant(value)
        case "ShapeStyle", "AnyShapeStyle", "HierarchicalShapeStyle": return value.asPaint.map(Value.paint)
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
        guard case .symbol(let s) = value, let decl = context.page.types[type], decl.kind == .enumeration,
              decl.cases.contains(where: { $0.name == s.name }) else { return nil }
        return .enumCase(EnumCaseValue(type: decl, name: s.name, payload: s.arguments ?? []))
    }
}
