import Diagnostics
import SwiftSyntax
import ViewTree

extension StatementRunner {
    /// A declaration met while running statements: variables and local functions go into the
    /// scope; types, extensions and top-level functions into the page.
    func declaration(_ d: DeclSyntax, in scope: Scope, collecting out: inout [Located]) throws -> Flow {
        switch d.as(DeclSyntaxEnum.self) {
        case .variableDecl(let v):
            try declareVariables(v, in: scope)
        case .functionDecl(let f):
            declareFunction(f, in: scope)
        case .structDecl(let s):
            declarations.register(s.name.text, .structure, s.inheritanceClause, s.memberBlock)
        case .classDecl(let c):
            declarations.register(c.name.text, .structure, c.inheritanceClause, c.memberBlock)
        case .enumDecl(let e):
            declarations.registerEnum(e)
        case .extensionDecl(let e):
            declarations.registerExtension(e)
        case .ifConfigDecl(let config):
            if let clause = CompilationCondition.activeClause(of: config), case .statements(let items) = clause.elements {
                return try run(items, in: scope, collecting: &out)
            }
        case .importDecl, .typeAliasDecl, .protocolDecl, .precedenceGroupDecl, .operatorDecl:
            break
        case .missingDecl, .unexpectedCodeDecl:
            break
        default:
            report(.warning, .unsupportedSyntax, "declaration '\(d.trimmedDescription.prefix(40))' is not supported and was ignored", at: location(of: d))
        }
        return .next
    }

    /// A top-level function joins the page; a local one is a closure over its scope.
    private func declareFunction(_ f: FunctionDeclSyntax, in scope: Scope) {
        if scope === context.page.globals {
            context.page.functions[f.name.text] = f
            return
        }
        var local = calls.function(f, selfValue: scope.lookup("self"))
        local.captured = scope
        scope.declare(f.name.text, .function(local))
    }

    /// `let`/`var` in a body or at top level; a computed variable is evaluated once, where it is declared.
    private func declareVariables(_ v: VariableDeclSyntax, in scope: Scope) throws {
        for binding in v.bindings {
            let type = binding.typeAnnotation.map { context.code(of: $0.type) }
            let expected = ExpectedType(declaredType: type)
            let value: Value
            if let initializer = binding.initializer {
                let initial = try expressions.evaluate(initializer.value, in: scope, expecting: expected)
                value = try coercion.coerceDeclared(initial, to: type, at: location(of: initializer.value))
            } else if let body = binding.accessorBlock?.getterStatements {
                value = try calls.runBody(body, in: Scope(parent: scope), asViewBuilder: false, expecting: expected)
            } else {
                value = .null
            }
            _ = try match(binding.pattern, value, in: scope)
        }
    }
}
