import Diagnostics
import SwiftSyntax
import ViewTree

/// Evaluates one parsed block and decides what it previews, in this order:
/// 1. `#Preview { … }` (each one a preview), 2. a `PreviewProvider` (each view of its `previews`
/// a preview), 3. the top-level view expressions (siblings form an implicit VStack),
/// 4. a top-level `var body` fragment, 5. the block's one root `View` struct that can be built
/// without arguments.
struct BlockEvaluator: Evaluator {
    let context: EvaluationContext
    let file: SourceFileSyntax

    func evaluate() -> [Preview] {
        let items = topLevelItems(file.statements)
        registerDeclarations(items)
        do {
            return try collectPreviews(items).filter(isShallowEnough)
        } catch let abort as EvaluationAbort {
            report(.error, abort.id, abort.message, at: abort.location)
        } catch {
            report(.error, .runtimeError, "evaluation failed: \(error)", at: SourceLocation(line: 1, column: 1))
        }
        return []
    }

    /// A preview whose views nest deeper than `maxViewDepth` is dropped with an error: laying it
    /// out would recurse once per level.
    private func isShallowEnough(_ preview: Preview) -> Bool {
        let limit = context.limits.maxViewDepth
        var deepest = 0
        var pending = [(preview.root, 1)]
        while let (node, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            pending += node.children.map { ($0, depth + 1) }
        }
        guard deepest > limit else { return true }
        let message = "views nest \(deepest) levels deep, over the limit of \(limit); the preview is not drawn"
        report(.error, .depthLimit, message, at: preview.root.source ?? SourceLocation(line: 1, column: 1))
        return false
    }

    /// Top-level items with the active `#if` clauses spliced in.
    private func topLevelItems(_ list: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        list.flatMap { item -> [CodeBlockItemSyntax] in
            if let config = item.item.as(IfConfigDeclSyntax.self) {
                guard let clause = CompilationCondition.activeClause(of: config), case .statements(let inner) = clause.elements else { return [] }
                return topLevelItems(inner)
            }
            return [item]
        }
    }

    /// Types, extensions and functions exist before any statement runs, as in a Swift file.
    private func registerDeclarations(_ items: [CodeBlockItemSyntax]) {
        var ignored: [Located] = []
        for item in items {
            guard let decl = item.item.as(DeclSyntax.self), isTypeOrFunction(decl) else { continue }
            _ = try? statements.declaration(decl, in: context.page.globals, collecting: &ignored)
        }
    }

    private func isTypeOrFunction(_ decl: DeclSyntax) -> Bool {
        decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self)
            || decl.is(ExtensionDeclSyntax.self) || decl.is(FunctionDeclSyntax.self)
    }

    private func collectPreviews(_ items: [CodeBlockItemSyntax]) throws -> [Preview] {
        let globals = context.page.globals
        var views: [Located] = []
        var macros: [(name: String?, closure: ClosureExprSyntax)] = []
        var fragment: CodeBlockItemListSyntax?
        for item in items {
            if let macro = previewMacro(item) {
                macros.append(macro)
            } else if let body = fragmentBody(item) {
                fragment = body
            } else if let live = liveViewArgument(item) {
                views.append(Located(value: try expressions.evaluate(live, in: globals), location: location(of: live)))
            } else if !isSkipped(item) {
                _ = try statements.runItem(item, in: globals, collecting: &views)
            }
        }
        if !macros.isEmpty { return try macros.map { try macroPreview($0.name, $0.closure) } }
        if let provided = try previewProvider(items) { return provided }
        if !views.isEmpty { return [Preview(root: try root(of: views))] }
        if let fragment {
            let body = Function(name: "body", parameters: [], usesShorthandArguments: false, body: fragment, captured: globals, selfValue: nil, isViewBuilder: true)
            let result = try calls.callFunction(body, arguments: [], at: location(of: fragment))
            return [Preview(root: try builders.singleView(of: result, at: location(of: fragment)))]
        }
        return try rootViewStruct(items).map { [$0] } ?? []
    }

    /// Declarations already registered, imports, and playground plumbing run no code here.
    private func isSkipped(_ item: CodeBlockItemSyntax) -> Bool {
        if let decl = item.item.as(DeclSyntax.self) { return isTypeOrFunction(decl) }
        return item.item.firstToken(viewMode: .sourceAccurate)?.text == "PlaygroundPage"
    }

    /// Several top-level views become siblings in an implicit VStack (the engine's root rule, §1.5).
    private func root(of views: [Located]) throws -> ViewNode {
        var nodes: [ViewNode] = []
        for view in views { nodes += try builders.views(of: view.value, at: view.location) }
        if nodes.count == 1 { return nodes[0] }
        return ViewNode(.group, children: nodes, source: views.first?.location, isSynthetic: true)
    }

    /// `#Preview("Name") { … }`, written as a declaration or an expression.
    private func previewMacro(_ item: CodeBlockItemSyntax) -> (name: String?, closure: ClosureExprSyntax)? {
        let name: TokenSyntax, arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?
        if let decl = item.item.as(MacroExpansionDeclSyntax.self) {
            (name, arguments, trailing) = (decl.macroName, decl.arguments, decl.trailingClosure)
        } else if let expr = item.item.as(MacroExpansionExprSyntax.self) {
            (name, arguments, trailing) = (expr.macroName, expr.arguments, expr.trailingClosure)
        } else {
            return nil
        }
        guard name.text == "Preview", let trailing else { return nil }
        let title = arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        return (title, trailing)
    }

    private func macroPreview(_ name: String?, _ closure: ClosureExprSyntax) throws -> Preview {
        let f = expressions.closure(closure, in: context.page.globals)
        let here = location(of: closure)
        let result = try calls.callFunction(f, arguments: [], at: here, asViewBuilder: true)
        return Preview(name: name, root: try builders.singleView(of: result, at: here))
    }

    /// A top-level `var body: some View { … }`: the body of an unnamed view.
    private func fragmentBody(_ item: CodeBlockItemSyntax) -> CodeBlockItemListSyntax? {
        guard let v = item.item.as(VariableDeclSyntax.self), let binding = v.bindings.first,
              binding.pattern.trimmedDescription == "body" else { return nil }
        return binding.accessorBlock?.getterStatements
    }

    /// `PlaygroundPage.current.setLiveView(view)`.
    private func liveViewArgument(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        // The method's name first: spelling out a long modifier chain to compare it cost 0.5% of a cold build.
        guard let call = item.item.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setLiveView",
              call.calledExpression.trimmedDescription == "PlaygroundPage.current.setLiveView" else { return nil }
        return call.arguments.first?.expression
    }

    /// A `PreviewProvider` declared in this block: each view of `previews` is a preview.
    private func previewProvider(_ items: [CodeBlockItemSyntax]) throws -> [Preview]? {
        for name in declaredStructs(items) {
            guard let decl = context.page.types[name], decl.isPreviewProvider, case .computed(let body, _)? = decl.staticProperties["previews"] else { continue }
            let here = location(of: body)
            let getter = Function(
                name: "previews", parameters: [], usesShorthandArguments: false, body: body, captured: context.page.globals,
                selfValue: .type(name), isViewBuilder: true)
            var views = try builders.views(of: try calls.callFunction(getter, arguments: [], at: here), at: here)
            if views.count == 1, case .group = views[0].kind { views = views[0].children }
            return views.map { Preview(root: $0) }
        }
        return nil
    }

    private func declaredStructs(_ items: [CodeBlockItemSyntax]) -> [String] {
        items.compactMap { $0.item.as(StructDeclSyntax.self)?.name.text }
    }

    /// The last `View` struct of the block that no other struct of the block uses and that can be
    /// built without arguments (parameters whose type is a struct with all-default properties are filled in).
    /// An `App` struct's scene does not count as a use: its window shows the root view.
    private func rootViewStruct(_ items: [CodeBlockItemSyntax]) throws -> Preview? {
        let structs = items.compactMap { $0.item.as(StructDeclSyntax.self) }.filter { !isApp($0) }
        let views = structs.filter { context.page.types[$0.name.text]?.isView == true }
        let roots = views.filter { candidate in
            !structs.contains { other in
                other.name.text != candidate.name.text
                    && other.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(candidate.name.text) }
            }
        }
        for candidate in roots.reversed() {
            guard let decl = context.page.types[candidate.name.text] else { continue }
            let here = location(of: candidate.name)
            guard let arguments = try defaultArguments(for: decl, at: here) else { continue }
            let instance = try declarations.construct(decl, arguments: arguments, at: here)
            return Preview(root: try builders.singleView(of: instance, at: here))
        }
        if let last = roots.last {
            report(.warning, .noPreview, "'\(last.name.text)' needs arguments, so the block has no preview", at: location(of: last.name),
                               notes: [DiagnosticNote("add '#Preview { \(last.name.text)(…) }' to choose them")])
        }
        return nil
    }

    private func isApp(_ decl: StructDeclSyntax) -> Bool {
        decl.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "App" } == true
    }

    /// Arguments for the memberwise init when every required one has a type buildable without arguments.
    private func defaultArguments(for decl: TypeDeclaration, at here: SourceLocation) throws -> [Argument]? {
        guard decl.initializers.isEmpty else { return [] }
        var arguments: [Argument] = []
        for property in decl.storedProperties where property.isInitParameter && property.initialValue == nil && !property.isOptional {
            guard let typeName = property.type, let type = context.page.types[typeName], type.kind == .structure,
                  type.storedProperties.allSatisfy({ $0.initialValue != nil || $0.isOptional || !$0.isInitParameter }) else { return nil }
            arguments.append(Argument(label: property.name, value: try declarations.construct(type, arguments: [], at: here), location: here))
        }
        return arguments
    }
}
