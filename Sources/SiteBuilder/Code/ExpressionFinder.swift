import SwiftParser
import SwiftSyntax
import ViewTree

/// Finds the code of every view and modifier in a block's previews. The evaluator records where
/// each node starts (a view's first token, a modifier's `.`); the end comes from the syntax tree:
///
/// 1. A modifier is its `.name` and the call's arguments and trailing closures: `.frame(height: 40)`.
/// 2. A view is the largest expression starting at its first token that holds no code of the
///    modifiers wrapping it: `Color.green` in `Color.green.frame(height: 40)`, the whole
///    `HStack { … }` with its children but without the `.border(…)` after it.
///
/// Nodes written outside the block (a view declared in an earlier block) and nodes without a frame
/// of their own have no range here.
struct ExpressionFinder {
    let code: String
    /// The Markdown file line of the code's first line, the evaluator's `startLine`.
    let startLine: Int
    /// `code` parsed.
    let tree: SourceFileSyntax

    init(code: String, startLine: Int, tree: SourceFileSyntax? = nil) {
        self.code = code
        self.startLine = startLine
        self.tree = tree ?? Parser.parse(source: code)
    }

    /// The ranges of the nodes under `roots`, ordered by start (outer before inner), each either
    /// nested in or apart from every other.
    func expressions(in roots: [ViewNode]) -> [CodeExpression] {
        let offsets = LineOffsets(code)
        var inside: [ViewTree.SourceLocation: Set<Int>] = [:]
        var all: Set<Int> = []
        for root in roots { collect(root, offsets: offsets, into: &inside, all: &all) }
        var found: [CodeExpression] = []
        for (location, own) in inside {
            guard let offset = offsets.offset(line: location.line - startLine + 1, column: location.column),
                  let range = range(at: offset, in: tree, forbidden: all.subtracting(own))
            else { continue }
            found.append(CodeExpression(start: range.lowerBound, end: range.upperBound, location: location))
        }
        return nested(found)
    }

    /// Records, for every location in the block, the offsets of all locations in the subtrees of
    /// the nodes written there (themselves included); returns this subtree's offsets.
    @discardableResult
    private func collect(_ node: ViewNode, offsets: LineOffsets, into inside: inout [ViewTree.SourceLocation: Set<Int>], all: inout Set<Int>) -> Set<Int> {
        var own: Set<Int> = []
        for child in node.children { own.formUnion(collect(child, offsets: offsets, into: &inside, all: &all)) }
        guard !Self.hasNoFrame(node), let location = node.source,
              let offset = offsets.offset(line: location.line - startLine + 1, column: location.column)
        else { return own }
        own.insert(offset)
        all.insert(offset)
        inside[location, default: []].formUnion(own)
        return own
    }

    /// `Group`, `ForEach` and `EmptyView` are not laid out (their views join the container, or
    /// vanish), so no frame would light up for their code.
    private static func hasNoFrame(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .group, .forEach, .emptyView: true
        default: false
        }
    }

    /// Step 1 for a `.` that starts a member access, step 2 for anything else.
    private func range(at offset: Int, in tree: SourceFileSyntax, forbidden: Set<Int>) -> Range<Int>? {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
              token.positionAfterSkippingLeadingTrivia.utf8Offset == offset else { return nil }
        if token.tokenKind == .period, let member = token.parent?.as(MemberAccessExprSyntax.self), member.period.id == token.id {
            let call = member.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == member.id ? Syntax($0) : nil }
            return offset..<(call ?? Syntax(member)).endPositionBeforeTrailingTrivia.utf8Offset
        }
        var best = offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
        var node = token.parent
        while let current = node, current.positionAfterSkippingLeadingTrivia.utf8Offset == offset {
            let end = current.endPositionBeforeTrailingTrivia.utf8Offset
            if forbidden.contains(where: { $0 > offset && $0 < end }) { break }
            if current.is(ExprSyntax.self) { best = offset..<end }
            node = current.parent
        }
        return best
    }

    /// Sorted outer first; a range crossing one already kept is dropped, so the spans nest.
    private func nested(_ expressions: [CodeExpression]) -> [CodeExpression] {
        let sorted = expressions.sorted { ($0.start, -$0.end, $0.location.line, $0.location.column) < ($1.start, -$1.end, $1.location.line, $1.location.column) }
        var kept: [CodeExpression] = []
        for expression in sorted where kept.allSatisfy({ $0.nestsOrAvoids(expression) }) {
            kept.append(expression)
        }
        return kept
    }
}

/// Where each line of a piece of code starts, in UTF-8 bytes.
struct LineOffsets {
    private let starts: [Int]
    private let count: Int

    init(_ code: String) {
        var starts = [0]
        for (index, byte) in code.utf8.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        self.starts = starts
        self.count = code.utf8.count
    }

    /// The offset of a 1-based line and UTF-8 column, nil outside the code.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= starts.count, column >= 1 else { return nil }
        let offset = starts[line - 1] + column - 1
        let lineEnd = line < starts.count ? starts[line] - 1 : count
        return offset < lineEnd ? offset : nil
    }
}
