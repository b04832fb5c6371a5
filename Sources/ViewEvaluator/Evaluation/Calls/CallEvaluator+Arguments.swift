import Diagnostics
import SwiftSyntax
import ViewTree

extension CallEvaluator {
    /// Evaluates written arguments with the type their parameters expect; closures become values
    /// and run only when the callee needs them.
    func arguments(
        _ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?, extra: MultipleTrailingClosureElementListSyntax?, in scope: Scope,
        expecting: ExpectedType = .any
    ) throws -> [Argument] {
        var result: [Argument] = []
        for element in list {
            let value = try expressions.evaluate(element.expression, in: scope, expecting: expecting)
            var argument = Argument(label: element.label?.text, value: value, location: location(of: element.expression))
            argument.isStringLiteral = element.expression.is(StringLiteralExprSyntax.self)
            argument.inoutTarget = element.expression.as(InOutExprSyntax.self).map { WriteBackTarget(expression: $0.expression, scope: scope) }
            result.append(argument)
        }
        if let trailing {
            result.append(Argument(label: nil, value: .function(expressions.closure(trailing, in: scope)), location: location(of: trailing), isTrailingClosure: true))
        }
        for element in extra ?? [] {
            result.append(Argument(
                label: element.label.text, value: .function(expressions.closure(element.closure, in: scope)), location: location(of: element.closure),
                isTrailingClosure: true))
        }
        return result
    }

    /// Reports argument labels that fit none of a table entry's forms.
    func checkForms(_ forms: [String], _ args: [Argument], name: String, at here: SourceLocation) {
        guard !FormMatcher.matches(args, anyOf: forms) else { return }
        let written = name + "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
        report(.error, .invalidArgument, "no form of '\(name)' takes the arguments '\(written)'", at: here,
               notes: forms.map { DiagnosticNote("supported: '\($0)'") })
    }

    /// Reports a missing argument that has no default, such as Picker's `selection:`.
    func checkRequired(_ groups: [[String]], _ args: [Argument], name: String, at here: SourceLocation) {
        for group in groups where !args.contains(where: { $0.label.map(group.contains) == true }) {
            let wanted = group.count == 1 ? "the argument '\(group[0]):'" : "one of the arguments " + group.map { "'\($0):'" }.joined(separator: ", ")
            report(.error, .invalidArgument, "'\(name)' needs \(wanted)", at: here)
        }
    }
}
