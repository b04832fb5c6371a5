import SwiftSyntax
import ViewTree

/// One evaluated argument of a call, with its label and where it was written.
struct Argument {
    var label: String?
    var value: Value
    var location: SourceLocation
    /// Written as a trailing closure; built-ins use this to find their content closure.
    var isTrailingClosure: Bool
    /// Written as a string literal, which `Text` reads as Markdown (a `LocalizedStringKey`).
    var isStringLiteral = false
    /// `&x`: where an `inout` parameter's final value is written back.
    var inoutTarget: WriteBackTarget?

    init(label: String?, value: Value, location: SourceLocation = SourceLocation(line: 0, column: 0), isTrailingClosure: Bool = false) {
        self.label = label
        self.value = value
        self.location = location
        self.isTrailingClosure = isTrailingClosure
    }
}

/// A variable or member path written by the caller, updated after a call returns: an `inout`
/// argument, or the receiver of a `mutating` method (Swift's copy-in copy-out).
struct WriteBackTarget {
    var expression: ExprSyntax
    var scope: Scope
}

extension [Argument] {
    /// The argument with this label (`nil` for the unlabeled ones, in order).
    subscript(label: String) -> Argument? { first { $0.label == label } }

    /// The unlabeled arguments, in order.
    var positional: [Argument] { filter { $0.label == nil } }
}
