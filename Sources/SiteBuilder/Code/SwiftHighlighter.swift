import MarkdownTree
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Server-side Swift highlighting: swift-syntax's classifier (`SwiftIDEUtils`, site anchors §6)
/// splits the code into classified byte ranges, and each range becomes an HTML span with a
/// `t-…` class; no script colours anything in the browser.
///
/// The classifier works on syntax alone, so two refinements follow Swift's naming conventions the
/// way Xcode's colours look: a capitalised identifier is a type (`HStack`, `Color`), and an
/// identifier right after `.` is a member (`.padding`, `.red`).
///
/// Expressions (the code of each view and modifier) become `.expr` spans around their tokens;
/// one running over several lines is written as one span per line (the `.line` spans are blocks),
/// each starting at the line's first non-blank character.
enum SwiftHighlighter {
    /// The code as one HTML string per line, without line ends; `syntax` is the code already
    /// parsed, if it was (`BlockEvaluation.syntax`).
    static func lines(of code: String, expressions: [CodeExpression] = [], syntax: SourceFileSyntax? = nil) -> [String] {
        let bytes = Array(code.utf8)
        var writer = HighlightWriter(bytes: bytes, expressions: expressions)
        var position = 0
        for range in (syntax ?? Parser.parse(source: code)).classifications {
            let start = min(range.range.lowerBound.utf8Offset, bytes.count), end = min(range.range.upperBound.utf8Offset, bytes.count)
            guard start < end else { continue }
            if position < start { writer.write(position..<start, cssClass: nil) }
            writer.write(start..<end, cssClass: className(range.kind, bytes: bytes, start: start))
            position = max(position, end)
        }
        if position < bytes.count { writer.write(position..<bytes.count, cssClass: nil) }
        var lines = writer.finish()
        if lines.count > 1, lines.last == "", bytes.last == UInt8(ascii: "\n") { lines.removeLast() }
        return lines
    }

    /// The span class for a classified range, nil for plain text.
    static func className(_ kind: SyntaxClassification, bytes: [UInt8], start: Int) -> String? {
        switch kind {
        case .keyword: "t-keyword"
        case .attribute: "t-attribute"
        case .type: "t-type"
        case .stringLiteral, .regexLiteral: "t-string"
        case .integerLiteral, .floatLiteral: "t-number"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: "t-comment"
        case .ifConfigDirective: "t-directive"
        case .editorPlaceholder: "t-placeholder"
        case .identifier, .dollarIdentifier: identifierClass(bytes: bytes, start: start)
        case .argumentLabel, .operator, .none: nil
        }
    }

    private static func identifierClass(bytes: [UInt8], start: Int) -> String? {
        if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start]) { return "t-type" }
        if start > 0, bytes[start - 1] == UInt8(ascii: ".") { return "t-member" }
        return nil
    }
}
