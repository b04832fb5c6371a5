import SwiftSyntax
import ViewTree

/// Maps positions in one parsed block to lines and UTF-8 columns of the caller's file.
struct SourceMap {
    let converter: SourceLocationConverter
    /// The file line of the block's first line.
    let startLine: Int

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func location(at position: AbsolutePosition) -> SourceLocation {
        let l = converter.location(for: position)
        return SourceLocation(line: l.line + startLine - 1, column: l.column)
    }
}

/// Our position type; swift-syntax has one of the same name, which stays inside the parser.
typealias SourceLocation = ViewTree.SourceLocation
