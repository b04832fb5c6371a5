import MarkdownTree
import ViewEvaluator

/// Writes classified pieces of code as HTML lines, opening and closing `.expr` spans at the
/// expressions' boundaries so token spans and expression spans always nest.
struct HighlightWriter {
    private let bytes: [UInt8]
    private let expressions: [CodeExpression]
    /// Indexes into `expressions` (sorted outer first) not yet opened.
    private var next = 0
    /// Expressions the cursor is inside, outermost first, and how many of them have a span open
    /// on the current line (always a prefix: the rest wait for the line's first non-blank byte).
    private var stack: [Int] = []
    private var openOnLine = 0
    /// Expressions whose first span was written; later spans of the same one are continuations.
    private var started: Set<Int> = []
    private var lines = [""]

    init(bytes: [UInt8], expressions: [CodeExpression]) {
        self.bytes = bytes
        self.expressions = expressions
    }

    /// Writes `range` (one classified piece), cut wherever an expression starts or ends and at line ends.
    mutating func write(_ range: Range<Int>, cssClass: String?) {
        var start = range.lowerBound
        while start < range.upperBound {
            closeExpressions(endingAt: start)
            pushExpressions(startingAt: start)
            if bytes[start] == UInt8(ascii: "\n") {
                endLine()
                start += 1
                continue
            }
            let end = cut(after: start, limit: range.upperBound)
            if bytes[start..<end].contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) { openPending() }
            let text = Self.visible(String(decoding: bytes[start..<end], as: UTF8.self))
            lines[lines.count - 1] += cssClass.map { "<span class=\"\($0)\">\(text)</span>" } ?? text
            start = end
        }
    }

    /// Escaped HTML in which every bidirectional control shows as a `<U+202E>` mark (issue 17
    /// item 16): raw, it would reorder the listing so it reads unlike the code that runs.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: BidiControl.isHidden) else { return HTMLEscaping.escape(text) }
        var html = "", plain = ""
        for scalar in text.unicodeScalars {
            guard BidiControl.isHidden(scalar) else {
                plain.unicodeScalars.append(scalar)
                continue
            }
            let code = BidiControl.codePoint(scalar)
            html += HTMLEscaping.escape(plain) + "<span class=\"bidi-control\" title=\"\(BidiControl.name(scalar) ?? code)\">&lt;\(code)&gt;</span>"
            plain = ""
        }
        return html + HTMLEscaping.escape(plain)
    }

    /// The lines, with any span still open closed.
    mutating func finish() -> [String] {
        closeExpressions(endingAt: bytes.count)
        closeLine()
        return lines
    }

    /// The end of the piece starting at `start`: the next line end, expression boundary or `limit`.
    private func cut(after start: Int, limit: Int) -> Int {
        var end = bytes[start..<limit].firstIndex(of: UInt8(ascii: "\n")) ?? limit
        if next < expressions.count, expressions[next].start > start { end = min(end, expressions[next].start) }
        if let innermost = stack.last { end = min(end, expressions[innermost].end) }
        return end
    }

    private mutating func closeExpressions(endingAt position: Int) {
        while let innermost = stack.last, expressions[innermost].end <= position {
            if openOnLine == stack.count {
                lines[lines.count - 1] += "</span>"
                openOnLine -= 1
            }
            stack.removeLast()
        }
    }

    private mutating func pushExpressions(startingAt position: Int) {
        while next < expressions.count, expressions[next].start <= position {
            if expressions[next].end > position { stack.append(next) }
            next += 1
        }
    }

    /// Opens the spans of the expressions entered but not yet shown on this line.
    private mutating func openPending() {
        while openOnLine < stack.count {
            let index = stack[openOnLine]
            let expression = expressions[index]
            let first = started.insert(index).inserted
            let focus = first ? " tabindex=\"\(index == 0 ? 0 : -1)\"" : ""
            lines[lines.count - 1] += "<span class=\"expr\" data-column=\"\(expression.location.column)\" data-line=\"\(expression.location.line)\"\(focus)>"
            openOnLine += 1
        }
    }

    private mutating func closeLine() {
        lines[lines.count - 1] += String(repeating: "</span>", count: openOnLine)
        openOnLine = 0
    }

    private mutating func endLine() {
        closeLine()
        lines.append("")
    }
}
