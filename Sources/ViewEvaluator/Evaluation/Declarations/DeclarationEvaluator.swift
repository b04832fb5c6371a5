import SwiftSyntax
import ViewTree

/// The page's own types: registers structs, classes, enums and extensions as `TypeDeclaration`s,
/// makes instances of them, and does what SwiftUI does with the protocols they conform to
/// (a `View`'s `body`, a `ViewModifier`'s `body(content:)`).
struct DeclarationEvaluator: Evaluator {
    let context: EvaluationContext

    /// Adds a struct or enum to the page, replacing an earlier one of the same name.
    @discardableResult
    func register(_ name: String, _ kind: TypeDeclaration.Kind, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax) -> TypeDeclaration {
        let decl = TypeDeclaration(name: name, kind: kind, conformances: Set(inheritedNames(inheritance)))
        context.page.types[name] = decl
        context.page.staticValues = context.page.staticValues.filter { !$0.key.hasPrefix(name + ".") }
        addMembers(members.members, to: decl)
        return decl
    }

    /// A top-level or local enum, with the raw-value type it inherits.
    func registerEnum(_ e: EnumDeclSyntax) {
        let decl = register(e.name.text, .enumeration, e.inheritanceClause, e.memberBlock)
        decl.rawType = inheritedNames(e.inheritanceClause).first { ["String", "Int", "Double", "Character"].contains($0) }
    }

    /// `extension T { … }`: members join a page type, or a built-in type (`View`, `HorizontalAlignment`).
    func registerExtension(_ e: ExtensionDeclSyntax) {
        let name = e.extendedType.trimmedDescription
        let decl = context.page.types[name] ?? TypeDeclaration(name: name, kind: .builtinExtension, conformances: [])
        decl.conformances.formUnion(inheritedNames(e.inheritanceClause))
        context.page.types[name] = decl
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
            if let clause = CompilationCondition.activeClause(of: config), case .decls(let members) = clause.elements { addMembers(members, to: decl) }
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
                } else if let body = binding.accessorBlock?.getterStatements {
                    decl.staticProperties[name] = .computed(body, type: type)
                }
                continue
            }
            if let body = binding.accessorBlock?.getterStatements {
                decl.computedProperties[name] = Function(
                    name: name, parameters: [], usesShorthandArguments: false, body: body, captured: context.page.globals, selfValue: nil,
                    isViewBuilder: name == "body" || attributeName == "ViewBuilder", resultType: ExpectedType(declaredType: type))
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
