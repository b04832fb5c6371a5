import SwiftSyntax

/// Everything a page's blocks have declared so far; later blocks see it, and a later declaration
/// of the same name replaces the earlier one (seed 004 redefines `MessageRow` five times).
///
/// A value, so closures handed to the layout engine keep the declarations of their own block.
struct PageState {
    var types: [String: TypeDeclaration] = [:]
    var functions: [String: FunctionDeclSyntax] = [:]
    /// Top-level `let`/`var` values.
    var globals = Scope(parent: nil)
    /// `static let` values already computed, keyed `Type.name`.
    var staticValues: [String: Value] = [:]
    /// Where each parsed block's syntax lives in the caller's file, keyed by the tree's root.
    var sourceMaps: [SyntaxIdentifier: SourceMap] = [:]
    /// What `@Environment` reads where no enclosing modifier wrote the key: the preview's look,
    /// for the block and the callbacks the engine makes of it (`PreviewEnvironment`).
    var previewEnvironment = PreviewEnvironment.standard
    /// Declared functions' signatures, read from their syntax once (`FunctionSignatures`).
    let signatures = FunctionSignatures()

    /// A copy whose top-level variables can change without changing this one's.
    func detached() -> PageState {
        var copy = self
        copy.globals = globals.copy()
        return copy
    }
}
