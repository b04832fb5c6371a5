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
    private let known = KnownLocations()

    init(converter: SourceLocationConverter, startLine: Int) {
        self.converter = converter
        self.startLine = startLine
    }

    /// `node` must belong to the tree this map was made for (its index in the tree keys the memo).
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let index = Int(node.id.indexInTree.toOpaque())
        if let location = known.location(at: index) { return location }
        let location = location(at: node.positionAfterSkippingLeadingTrivia)
        known.remember(location, at: index)
        return location
    }

    func location(at position: AbsolutePosition) -> SourceLocation {
        let l = converter.location(for: position)
        return SourceLocation(line: l.line + startLine - 1, column: l.column)
    }
}

/// The locations a `SourceMap` has worked out, by the node's index in its tree. Shared by every
/// copy of the map; locked, as layout callbacks and the evaluation run on different threads.
private final class KnownLocations: Sendable {
    private let locations = Mutex<[SourceLocation?]>([])

    func location(at index: Int) -> SourceLocation? {
        locations.withLock { index < $0.count ? $0[index] : nil }
    }

    func remember(_ location: SourceLocation, at index: Int) {
        locations.withLock { locations in
            if index >= locations.count { locations.append(contentsOf: repeatElement(nil, count: index + 1 - locations.count)) }
            locations[index] = location
        }
    }
}

/// Our position type; swift-syntax has one of the same name, which stays inside the parser.
typealias SourceLocation = ViewTree.SourceLocation
