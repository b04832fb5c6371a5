import SwiftParser
import SwiftSyntax
import ViewTree

/// Finds the previews whose code reads `@Environment(\.colorScheme)`: the only ones that may build
/// different views in light and dark, so the only ones laid out and drawn once per scheme. The
/// evaluator does not report which environment values a block read (it answers every read with
/// the light default, `BuiltinValues.environmentDefault`), so the site finds the views declaring
/// such a property in the article's code and looks for them in each evaluated tree.
struct ColorSchemeReaders {
    /// Names of the article's types with an `@Environment(\.colorScheme)` property.
    let typeNames: Set<String>

    /// Every declaration in the article's blocks, so a view declared in one block and used in a
    /// later one is found (a name declared twice counts if either declaration reads the scheme).
    init(codes: [String]) {
        var names: Set<String> = []
        for code in codes where code.contains("colorScheme") {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(Parser.parse(source: code))
            names.formUnion(finder.names)
        }
        typeNames = names
    }

    /// Whether the evaluated tree holds a view of one of those types.
    func reads(_ root: ViewNode) -> Bool {
        guard !typeNames.isEmpty else { return false }
        var pending = [root]
        while let node = pending.popLast() {
            if case .custom(let name) = node.kind, typeNames.contains(name) { return true }
            pending.append(contentsOf: node.children)
        }
        return false
    }

    private final class Finder: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let reads = node.memberBlock.members.contains { member in
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
                return variable.attributes.contains { attribute in
                    guard let attribute = attribute.as(AttributeSyntax.self) else { return false }
                    return attribute.attributeName.trimmedDescription == "Environment"
                        && (attribute.arguments?.trimmedDescription.hasSuffix(".colorScheme") ?? false)
                }
            }
            if reads { names.insert(node.name.text) }
            return .visitChildren
        }
    }
}
