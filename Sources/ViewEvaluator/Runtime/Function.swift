import SwiftSyntax

/// A callable written in the snippet: a closure, a function or method, with what it captured.
struct Function {
    var name: String
    var parameters: [Parameter]
    /// nil for a closure written without a parameter list; its arguments become `$0`, `$1`…
    var usesShorthandArguments: Bool
    var body: CodeBlockItemListSyntax
    var captured: Scope
    /// The receiver of a method or the instance whose body a closure was written in.
    var selfValue: Value?
    /// `@ViewBuilder` functions, view `body` properties and builder closures collect every view.
    var isViewBuilder: Bool
    /// For a `mutating` method: where the changed `self` goes when the call returns.
    var selfWriteBack: WriteBackTarget? = nil
    /// What the declared return type expects of the body's result expressions.
    var resultType: ExpectedType = .any

    /// One declared parameter: `label name: Type = default`.
    struct Parameter {
        /// The argument label callers write; nil for `_`.
        var label: String?
        var name: String
        var type: String?
        var defaultValue: ExprSyntax?
    }
}
