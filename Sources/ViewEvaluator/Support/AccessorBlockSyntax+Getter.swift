import SwiftSyntax

extension AccessorBlockSyntax {
    /// The statements of `{ … }` or of `get { … }`.
    var getterStatements: CodeBlockItemListSyntax? {
        switch accessors {
        case .getter(let items): items
        case .accessors(let list): list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }
}
