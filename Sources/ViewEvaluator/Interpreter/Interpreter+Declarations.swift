import SwiftSyntax
import ViewTree

extension Interpreter {
    /// A declaration met while running statements: variables and local functions go into the
    /// scope; types, extensions and top-level functions into the page.
    func declaration(_ d: DeclSyntax, in scope: Scope, collecting out: inout [Located]) throws -> Flow {
        switch d.as(DeclSyntaxEnum.self) {
        case .variableDecl(let v):
            try declareVariables(v, in: scope)
        case .functionDecl(let f):
            if scope === page.globals {
                page.functions[f.name.text] = f
            } else {
                var local = function(f, selfValue: scope.lookup("self"))
                local.captured = scope
                scope.declare(f.name.text, .function(local))
            }
        case .structDecl(let s):
            register(s.name.text, .structure, s.inheritanceClause, s.memberBlock)
        case .classDecl(let c):
            register(c.name.text, .structure, c.inheritanceClause, c.memberBlock)
        case .enumDecl(let e):
            let decl = register(e.name.text, .enumeration, e.inheritanceClause, e.memberBlock)
            decl.rawType = inheritedNames(e.inheritanceClause).first { ["String", "Int", "Double", "Character"].contains($0) }
        case .extensionDecl(let e):
            registerExtension(e)
        case .ifConfigDecl(let config):
            if let clause = activeClause(config), case .statements(let items) = clause.elements {
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

    /// `let`/`var` in a body or at top level; a computed variable is evaluated once, where it is declared.
    private func declareVariables(_ v: VariableDeclSyntax, in scope: Scope) throws {
        for binding in v.bindings {
            let type = binding.typeAnnotation?.type.trimmedDescription
            let value: Value
            if let initializer = binding.initializer {
                value = try coerceDeclared(try evaluate(initializer.value, in: scope), to: type, at: location(of: initializer.value))
            } else if let accessors = binding.accessorBlock, let body = getterBody(accessors) {
                value = try runBody(body, in: Scope(parent: scope), asViewBuilder: false)
            } else {
                value = .null
            }
            _ = try match(binding.pattern, value, in: scope)
        }
    }

    /// The statements of `{ … }` or of `get { … }`.
    func getterBody(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let items): return items
        case .accessors(let list): return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    /// Adds a struct or enum to the page, replacing an earlier one of the same name.
    @discardableResult
    func register(_ name: String, _ kind: TypeDeclaration.Kind, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax) -> TypeDeclaration {
        let decl = TypeDeclaration(name: name, kind: kind, conformances: Set(inheritedNames(inheritance)))
        page.types[name] = decl
        page.staticValues = page.staticValues.filter { !$0.key.hasPrefix(name + ".") }
        addMembers(members.members, to: decl)
        return decl
    }

    /// `extension T { … }`: members join a page type, or a built-in type (`View`, `HorizontalAlignment`).
    private func registerExtension(_ e: ExtensionDeclSyntax) {
        let name = e.extendedType.trimmedDescription
        let decl = page.types[name] ?? TypeDeclaration(name: name, kind: .builtinExtension, conformances: [])
        decl.conformances.formUnion(inheritedNames(e.inheritanceClause))
        page.types[name] = decl
        addMembers(e.memberBlock.members, to: decl)
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    private func addMembers(_ members: MemberBlockItemListSyntax, to decl: TypeDeclaration) {
        for member in members { addMember(member.decl, to: decl) }
    }

    private func addMember(_ d: DeclSyntax, to decl: TypeDeclaration) {
        switch d.as(DeclSyntaxEnum.self) {
        case .variableDecl(let v): addProperties(v, to: decl)
        case .functionDecl(let f):
            if isStatic(f.modifiers) {
                decl.staticMethods[f.name.text, default: []].insert(f, at: 0)
            } else {
                decl.methods[f.name.text, default: []].insert(f, at: 0)
            }
        case .initializerDecl(let i): decl.initializers.append(i)
        case .enumCaseDecl(let c):
            for element in c.elements {
                let labels = element.parameterClause?.parameters.map { $0.firstName?.text } ?? []
                decl.cases.append(TypeDeclaration.EnumCase(name: element.name.text, rawValue: element.rawValue?.value, parameterLabels: labels))
            }
        case .structDecl(let s): register(s.name.text, .structure, s.inheritanceClause, s.memberBlock)
        case .enumDecl(let e): register(e.name.text, .enumeration, e.inheritanceClause, e.memberBlock)
        case .ifConfigDecl(let config):
            if let clause = activeClause(config), case .decls(let members) = clause.elements { addMembers(members, to: decl) }
        default:
            break
        }
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    /// Stored properties keep their order for the memberwise init; `body` and `@ViewBuilder`
    /// properties are view builders.
    private func addProperties(_ v: VariableDeclSyntax, to decl: TypeDeclaration) {
        let attribute = v.attributes.compactMap { $0.as(AttributeSyntax.self) }.first
        let attributeName = attribute?.attributeName.trimmedDescription
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation?.type.trimmedDescription
            if isStatic(v.modifiers) {
                if let initializer = binding.initializer {
                    decl.staticProperties[name] = .stored(initializer.value, type: type)
                } else if let accessors = binding.accessorBlock, let body = getterBody(accessors) {
                    decl.staticProperties[name] = .computed(body)
                }
                continue
            }
            if let accessors = binding.accessorBlock, let body = getterBody(accessors) {
                decl.computedProperties[name] = Function(
                    name: name, parameters: [], usesShorthandArguments: false, body: body, captured: page.globals, selfValue: nil,
                    isViewBuilder: name == "body" || attributeName == "ViewBuilder")
                continue
            }
            var wrapperArgument: ExprSyntax?
            if case .argumentList(let list)? = attribute?.arguments { wrapperArgument = list.first?.expression }
            decl.storedProperties.removeAll { $0.name == name }
            decl.storedProperties.append(TypeDeclaration.StoredProperty(
                name: name, type: type, initialValue: binding.initializer?.value, isLet: v.bindingSpecifier.text == "let",
                wrapper: attributeName == "ViewBuilder" ? nil : attributeName, wrapperArgument: wrapperArgument,
                isOptional: type?.hasSuffix("?") ?? false))
        }
    }
}
