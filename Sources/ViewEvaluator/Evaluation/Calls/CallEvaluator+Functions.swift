import Diagnostics
import SwiftSyntax
import ViewTree

extension CallEvaluator {
    /// Runs a function or closure with its parameters bound; builder bodies collect their views.
    func callFunction(_ f: Function, arguments args: [Argument], at here: SourceLocation, asViewBuilder: Bool = false) throws -> Value {
        if let op = f.binaryOperator, args.count == 2 { return try expressions.binary(op, args[0].value, args[1].value, at: here) }
        let scope = Scope(parent: f.captured)
        if let selfValue = f.selfValue {
            scope.declare("self", selfValue)
            if case .instance(let i) = selfValue { scope.declare("Self", .type(i.type.name)) }
            if case .enumCase(let c) = selfValue { scope.declare("Self", .type(c.type.name)) }
        }
        let inoutArguments = try bind(f, args, into: scope, at: here)
        let result = try context.nested(at: here) { () throws -> Value in
            try runBody(f.body, in: scope, asViewBuilder: asViewBuilder || f.isViewBuilder, expecting: f.resultType)
        }
        for (name, target) in inoutArguments {
            try expressions.assign(scope.lookup(name) ?? .null, to: target.expression, in: target.scope)
        }
        if let target = f.selfWriteBack, let newSelf = scope.lookup("self") {
            try expressions.assign(newSelf, to: target.expression, in: target.scope)
        }
        return result
    }

    /// Executes a body: a `return` gives the result; otherwise a builder yields all its views and
    /// a single-expression body its one value. `expecting`, the declared result type, types what
    /// `return` gives and a one-item body's implicit result.
    func runBody(_ body: CodeBlockItemListSyntax, in scope: Scope, asViewBuilder: Bool, expecting: ExpectedType = .any) throws -> Value {
        var collected: [Located] = []
        let implicitResult: ExpectedType = !asViewBuilder && body.count == 1 ? expecting : .any
        if case .returned(let value) = try statements.run(body, in: scope, collecting: &collected, expecting: implicitResult, returning: expecting) {
            return value
        }
        if !asViewBuilder, collected.count == 1 { return collected[0].value }
        if collected.isEmpty { return asViewBuilder ? .views([]) : .void }
        var nodes: [ViewNode] = []
        for item in collected { nodes += try builders.views(of: item.value, at: item.location) }
        return nodes.count == 1 ? .view(nodes[0]) : .views(nodes)
    }

    /// A declared function or method as a callable value.
    func function(_ decl: FunctionDeclSyntax, selfValue: Value?) -> Function {
        let signature = context.page.signatures.signature(of: decl)
        return Function(
            name: signature.name, parameters: signature.parameters, usesShorthandArguments: false, body: decl.body?.statements ?? [],
            captured: context.page.globals, selfValue: selfValue, isViewBuilder: signature.isViewBuilder, resultType: signature.resultType)
    }

    /// Matches arguments to parameters Swift's way: labels first, then unlabeled ones in order.
    /// Returns the `inout` parameters bound to `&x` arguments, to write back after the call.
    private func bind(_ f: Function, _ args: [Argument], into scope: Scope, at here: SourceLocation) throws -> [(String, WriteBackTarget)] {
        if f.usesShorthandArguments {
            for (i, arg) in args.enumerated() { scope.declare("$\(i)", arg.value) }
            return []
        }
        var inoutArguments: [(String, WriteBackTarget)] = []
        var remaining = args
        if f.parameters.count > 1, args.count == 1, case .tuple(let items) = args[0].value, items.count == f.parameters.count {
            remaining = items.map { Argument(label: nil, value: $0.value) }
        }
        for parameter in f.parameters {
            if let index = argumentIndex(for: parameter, in: remaining) {
                let argument = remaining.remove(at: index)
                var type = parameter.type
                if let t = type, t.hasPrefix("inout ") {
                    type = String(t.dropFirst("inout ".count))
                    if let target = argument.inoutTarget { inoutArguments.append((parameter.name, target)) }
                }
                scope.declare(parameter.name, try coercion.coerceDeclared(argument.value, to: type, at: here))
            } else if let defaultValue = parameter.defaultValue {
                let value = try expressions.evaluate(defaultValue, in: context.page.globals, expecting: ExpectedType(declaredType: parameter.type))
                scope.declare(parameter.name, try coercion.coerceDeclared(value, to: parameter.type, at: here))
            } else if let index = mislabeledIndex(for: parameter, in: remaining, of: f) {
                let argument = remaining.remove(at: index)
                reportLabel(argument, for: parameter, in: f)
                scope.declare(parameter.name, try coercion.coerceDeclared(argument.value, to: parameter.type, at: here))
            } else {
                report(.error, .invalidArgument, "missing argument for parameter '\(parameter.label ?? parameter.name)' in call to '\(f.name)'", at: here)
                scope.declare(parameter.name, .unresolved(parameter.name))
            }
        }
        if let extra = remaining.first, f.name != "closure" {
            report(.error, .invalidArgument, "extra argument '\(extra.label ?? "_")' in call to '\(f.name)'", at: extra.location)
        }
        return inoutArguments
    }

    /// A written argument that must be meant for a required parameter although its label differs:
    /// one whose label belongs to no parameter of the function.
    private func mislabeledIndex(for parameter: Function.Parameter, in args: [Argument], of f: Function) -> Int? {
        let labels = Set(f.parameters.compactMap(\.label))
        return args.firstIndex { !$0.isTrailingClosure && $0.label != parameter.label && !labels.contains($0.label ?? "_") }
    }

    /// Swift's wording for a wrong, extraneous or missing label (the two labels differ).
    private func reportLabel(_ argument: Argument, for parameter: Function.Parameter, in f: Function) {
        let message = if let written = argument.label, let wanted = parameter.label {
            "incorrect argument label in call to '\(f.name)' (have '\(written):', expected '\(wanted):')"
        } else if let written = argument.label {
            "extraneous argument label '\(written):' in call to '\(f.name)'"
        } else {
            "missing argument label '\(parameter.label ?? "_"):' in call to '\(f.name)'"
        }
        report(.error, .invalidArgument, message, at: argument.location)
    }

    /// The argument a parameter takes: by label, else an unlabeled trailing closure for a
    /// function-typed or required parameter; unlabeled parameters take the next unlabeled argument.
    private func argumentIndex(for parameter: Function.Parameter, in args: [Argument]) -> Int? {
        guard let label = parameter.label else { return args.firstIndex { $0.label == nil } }
        if let index = args.firstIndex(where: { $0.label == label }) { return index }
        let takesClosure = parameter.type?.contains("->") == true || parameter.defaultValue == nil
        return takesClosure ? args.firstIndex { $0.isTrailingClosure && $0.label == nil } : nil
    }
}
