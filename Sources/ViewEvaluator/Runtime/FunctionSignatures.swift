import SwiftSyntax

/// What a declared function's syntax fixes (its name, parameters, result type and whether it
/// builds views), worked out once per declaration. A custom `Layout`'s methods run at every width
/// a slider probes, and writing out the parameter and result types again at each call (a trimmed
/// copy of each type's syntax) was a fifth of calling them. Syntax never changes, so a page's
/// copies share one memo; one page is evaluated on one thread at a time.
final class FunctionSignatures {
    struct Signature {
        let name: String
        let parameters: [Function.Parameter]
        let isViewBuilder: Bool
        let resultType: ExpectedType
    }

    private var known: [SyntaxIdentifier: Signature] = [:]

    func signature(of decl: FunctionDeclSyntax) -> Signature {
        if let signature = known[decl.id] { return signature }
        let parameters = decl.signature.parameterClause.parameters.map { p in
            let label = p.firstName.text == "_" ? nil : p.firstName.text
            return Function.Parameter(label: label, name: (p.secondName ?? p.firstName).text, type: p.type.trimmedDescription, defaultValue: p.defaultValue?.value)
        }
        let signature = Signature(
            name: decl.name.text, parameters: parameters,
            isViewBuilder: decl.name.text == "body" || decl.attributes.contains { $0.trimmedDescription == "@ViewBuilder" },
            resultType: ExpectedType(declaredType: decl.signature.returnClause?.type.trimmedDescription))
        known[decl.id] = signature
        return signature
    }
}
