import Synchronization
import SwiftSyntax
import ViewTree

/// Maps positions in one parsed block to lines and UTF-8 columns of the caller's file.
struct SourceMap {
    let converter: SourceLocationConverter
    /// The file line of the block's first line.
    let startLine: Int
    /// Every evaluated expression asks for its position, and a custom `Layout`'s body is evaluated
    /// again at each probe of a slider: finding a node's first token and its line took 1.4% of a
    /// cold build, so each node's location is worked out once.
    private let locations = NodeMemo<SourceLocation>()
    /// Likewise a declaration's type annotation, read each time the declaration runs.
    private let codes = NodeMemo<String>()

    init(converter: SourceLocationConverter, startLine: Int) {
        self.converter = converter
        self.startLine = startLine
    }

    /// `node` must belong to the tree this map was made for (its index in the tree keys the memo).
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        locations.value(for: node) { location(at: node.positionAfterSkippingLeadingTrivia) }
    }

    /// The node's code without the trivia around it (`trimmedDescription`); `node` as for `location(of:)`.
    func code(of node: some SyntaxProtocol) -> String {
        codes.value(for: node) { node.trimmedDescription }
    }

    func location(at position: AbsolutePosition) -> SourceLocation {
        let l = converter.location(for: position)
        return SourceLocation(line: l.line + startLine - 1, column: l.column)
    }
}

/// What a `SourceMap` has worked out about its tree's nodes, by the node's index in the tree.
/// Shared by every copy of the map; locked, as layout callbacks and the evaluation run on
/// different threads.
private final class NodeMemo<Value: Sendable>: Sendable {
    private let values = Mutex<[Value?]>([])

    func value(for node: some SyntaxProtocol, _ make: () -> Value) -> Value {
        let index = Int(node.id.indexInTree.toOpaque())
        if let known = values.withLock({ index < $0.count ? $0[index] : nil }) { return known }
        let value = make()
        values.withLock { values in
            if index >= values.count { values.append(contentsOf: repeatElement(nil, count: index + 1 - values.count)) }
            values[index] = value
        }
        return value
    }
}

/// Our position type; swift-syntax has one of the same name, which stays inside the parser.
typealias SourceLocation = ViewTree.SourceLocation
