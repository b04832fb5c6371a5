import SwiftSyntax
import ViewTree

/// Gives every view and modifier written in a block the end of its code (`ViewNode.sourceEnd`),
/// from the block's own syntax tree; the evaluator records only where each node starts.
///
/// 1. A modifier is its `.name` and the call's arguments and trailing closures: `.frame(height: 40)`.
/// 2. A view is the largest expression starting at its first token that holds no code of the
///    modifiers wrapping it: `Color.green` in `Color.green.frame(height: 40)`, the whole
///    `HStack { … }` with its children but without the `.border(…)` after it.
///
/// Nodes written in another block (a view declared earlier) and synthetic ones get no end.
struct SourceRangeRecorder {
    let file: SourceFileSyntax
    let map: SourceMap

    func record(_ previews: inout [Preview]) {
        var inside: [SourceLocation: Set<Int>] = [:]
        var all: Set<Int> = []
        for preview in previews { collect(preview.root, into: &inside, all: &all) }
        var ends: [SourceLocation: SourceLocation] = [:]
        let offsets = all.sorted()
        for (location, own) in inside {
            guard let offset = offset(of: location), let end = end(at: offset, among: offsets, own: own) else { continue }
            ends[location] = map.location(at: AbsolutePosition(utf8Offset: end))
        }
        for index in previews.indices { apply(ends, to: &previews[index].root) }
    }

    /// Records, for every location in the block, the offsets of all locations in the subtrees of
    /// the nodes written there (themselves included); returns this subtree's offsets.
    @discardableResult
    private func collect(_ node: ViewNode, into inside: inout [SourceLocation: Set<Int>], all: inout Set<Int>) -> Set<Int> {
        var own: Set<Int> = []
        for child in node.children { own.formUnion(collect(child, into: &inside, all: &all)) }
        guard !node.isSynthetic, let location = node.source, let offset = offset(of: location) else { return own }
        own.insert(offset)
        all.insert(offset)
        inside[location, default: []].formUnion(own)
        return own
    }

    private func apply(_ ends: [SourceLocation: SourceLocation], to node: inout ViewNode) {
        if !node.isSynthetic, let location = node.source { node.sourceEnd = ends[location] }
        for index in node.children.indices { apply(ends, to: &node.children[index]) }
    }

    /// The UTF-8 offset of a file location inside this block, nil outside it (the converter clamps,
    /// so the position must convert back to the same line and column).
    private func offset(of location: SourceLocation) -> Int? {
        let line = location.line - map.startLine + 1
        guard line >= 1, location.column >= 1 else { return nil }
        let position = map.converter.position(ofLine: line, column: location.column)
        let back = map.converter.location(for: position)
        guard back.line == line, back.column == location.column else { return nil }
        return position.utf8Offset
    }

    /// Step 1 for a `.` that starts a member access, step 2 for anything else; nil when no token
    /// starts at `offset` (a node of another block whose position falls here). `offsets` are
    /// every node's, sorted; those not in `own` are the forbidden ones.
    private func end(at offset: Int, among offsets: [Int], own: Set<Int>) -> Int? {
        guard let token = file.token(at: AbsolutePosition(utf8Offset: offset)),
              token.positionAfterSkippingLeadingTrivia.utf8Offset == offset else { return nil }
        if token.tokenKind == .period, let member = token.parent?.as(MemberAccessExprSyntax.self), member.period.id == token.id {
            let call = member.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == member.id ? Syntax($0) : nil }
            return (call ?? Syntax(member)).endPositionBeforeTrailingTrivia.utf8Offset
        }
        var best = token.endPositionBeforeTrailingTrivia.utf8Offset
        var node = token.parent
        while let current = node, current.positionAfterSkippingLeadingTrivia.utf8Offset == offset {
            let end = current.endPositionBeforeTrailingTrivia.utf8Offset
            if holdsOthers(offsets, after: offset, before: end, own: own) { break }
            if current.is(ExprSyntax.self) { best = end }
            node = current.parent
        }
        return best
    }

    /// Whether a node not in `own` starts strictly between `start` and `end`: the sorted offsets
    /// are searched from `start` on, not all of them for every candidate (a long preview has
    /// hundreds of nodes, each with a few candidates).
    private func holdsOthers(_ offsets: [Int], after start: Int, before end: Int, own: Set<Int>) -> Bool {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] <= start { low = middle + 1 } else { high = middle }
        }
        for offset in offsets[low...] {
            if offset >= end { return false }
            if !own.contains(offset) { return true }
        }
        return false
    }
}
