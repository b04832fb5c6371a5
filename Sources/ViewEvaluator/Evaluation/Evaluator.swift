import Diagnostics
import SwiftSyntax
import ViewTree

/// One job of the interpreter, done over the state of one evaluation. Like swift-syntax's
/// visitors, each evaluator is one kind of walk; unlike them, evaluators keep no state, so they
/// are made where needed and reach one another through the context:
///
/// - `ExpressionEvaluator`: expressions, operators, names, assignment;
/// - `StatementRunner`: statements, patterns, local declarations;
/// - `CallEvaluator`: calls, argument lists, running functions and closures;
/// - `MemberEvaluator`: `.name` on a value (properties, static members, methods) and subscripts;
/// - `DeclarationEvaluator`: the page's types, their instances, and the SwiftUI protocols they
///   conform to (`View`, `ViewModifier`);
/// - `ViewBuilderEvaluator`: result builders and SwiftUI's views;
/// - `ModifierEvaluator`: modifier chains and SwiftUI's modifiers;
/// - `Coercion`: a value as the type a position expects, and argument readers;
/// - `ValueOperations`: Swift's `==` and `description` over values;
/// - `SwiftLibrary`: members and functions of Swift's own types.
protocol Evaluator {
    var context: EvaluationContext { get }
}

extension Evaluator {
    var expressions: ExpressionEvaluator { ExpressionEvaluator(context: context) }
    var statements: StatementRunner { StatementRunner(context: context) }
    var calls: CallEvaluator { CallEvaluator(context: context) }
    var members: MemberEvaluator { MemberEvaluator(context: context) }
    var declarations: DeclarationEvaluator { DeclarationEvaluator(context: context) }
    var builders: ViewBuilderEvaluator { ViewBuilderEvaluator(context: context) }
    var modifiers: ModifierEvaluator { ModifierEvaluator(context: context) }
    var coercion: Coercion { Coercion(context: context) }
    var values: ValueOperations { ValueOperations(context: context) }
    var library: SwiftLibrary { SwiftLibrary(context: context) }

    func report(_ severity: DiagnosticSeverity, _ id: DiagnosticID, _ message: String, at location: SourceLocation, notes: [DiagnosticNote] = []) {
        context.report(severity, id, message, at: location, notes: notes)
    }

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        context.location(of: node)
    }

    /// Creates a view node, counting it against the node limit.
    func node(_ kind: ViewKind, _ children: [ViewNode] = [], at source: SourceLocation?, displayName: String? = nil) throws -> ViewNode {
        try context.node(kind, children, at: source, displayName: displayName)
    }
}
