import Diagnostics
import SwiftSyntax
import ViewTree

extension ExpressionEvaluator {
    /// Writes `value` into a variable, a member path (`self.title`, `a.b.c`) or a subscript.
    func assign(_ value: Value, to target: ExprSyntax, in scope: Scope) throws {
        let here = location(of: target)
        if let ref = target.as(DeclReferenceExprSyntax.self) {
            try assignName(ref.baseName.text, value, at: here, in: scope)
        } else if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let updated = setMember(member.declName.baseName.text, of: try evaluate(base, in: scope), to: value, at: here)
            try assign(updated, to: base, in: scope)
        } else if let sub = target.as(SubscriptCallExprSyntax.self), let indexExpr = sub.arguments.first?.expression {
            let container = try evaluate(sub.calledExpression, in: scope)
            let updated = try setElement(of: container, at: try evaluate(indexExpr, in: scope), to: value, location: here)
            try assign(updated, to: sub.calledExpression, in: scope)
        } else if !target.is(DiscardAssignmentExprSyntax.self) {
            report(.error, .unsupportedSyntax, "cannot assign to '\(target.trimmedDescription)'", at: here)
        }
    }

    /// A plain name, or a property of `self` (also `_name`, the storage of a wrapped property).
    private func assignName(_ name: String, _ value: Value, at here: SourceLocation, in scope: Scope) throws {
        if scope.assign(name, value) { return }
        if case .instance(var instance)? = scope.lookup("self") {
            let field = name.hasPrefix("_") ? String(name.dropFirst()) : name
            if instance.fields[field] != nil || instance.type.storedProperties.contains(where: { $0.name == field }) {
                instance.fields[field] = unwrapBinding(value)
                _ = scope.assign("self", .instance(instance))
                return
            }
        }
        report(.error, .unknownName, "cannot find '\(name)' in scope", at: here)
    }

    private func unwrapBinding(_ value: Value) -> Value {
        if case .binding(let b) = value { return b.value }
        return value
    }

    private func setMember(_ name: String, of base: Value, to value: Value, at here: SourceLocation) -> Value {
        switch base {
        case .instance(var instance):
            let field = name.hasPrefix("_") ? String(name.dropFirst()) : name
            instance.fields[field] = unwrapBinding(value)
            return .instance(instance)
        case .binding:
            return .binding(BindingValue(value: value))
        case .container(.layoutProperties(var properties)) where name == "stackOrientation":
            properties.stackOrientation = value.asAxis
            return .container(.layoutProperties(properties))
        case .foundation(.dateComponents(var parts)) where SwiftLibrary.componentNames.contains(name):
            parts[name] = value.asInt
            return .foundation(.dateComponents(parts))
        case .foundation(let object):
            if let updated = library.settingFormatterProperty(name, of: object, to: value) { return .foundation(updated) }
            report(.error, .unsupportedSyntax, "cannot assign to member '\(name)' of '\(base.typeName)'", at: here)
            return base
        default:
            report(.error, .unsupportedSyntax, "cannot assign to member '\(name)' of '\(base.typeName)'", at: here)
            return base
        }
    }

    private func setElement(of container: Value, at index: Value, to value: Value, location here: SourceLocation) throws -> Value {
        switch container {
        case .array(var items):
            guard let i = index.asInt, items.indices.contains(i) else {
                report(.error, .runtimeError, "index is out of range", at: here)
                return container
            }
            items[i] = value
            return .array(items)
        case .dictionary(var entries):
            if let i = entries.firstIndex(where: { values.equal($0.key, index) }) {
                entries[i].value = value
            } else {
                try context.budget.charge(elements: 2, at: here)
                entries.append(DictionaryEntry(key: index, value: value))
            }
            return .dictionary(entries)
        default:
            report(.error, .typeMismatch, "cannot subscript a value of type '\(container.typeName)'", at: here)
            return container
        }
    }
}
