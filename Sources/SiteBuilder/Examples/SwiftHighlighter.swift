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
enum SwiftHighlighter {
    /// The code as one HTML string per line, without line ends.
    static func lines(of code: String) -> [String] {
        let bytes = Array(code.utf8)
        var lines = [""]
        for range in Parser.parse(source: code).classifications {
            let start = min(range.offset, bytes.count), end = min(range.endOffset, bytes.count)
            guard start < end else { continue }
            let cssClass = className(range.kind, bytes: bytes, start: start)
            for (index, piece) in bytes[start..<end].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
                if index > 0 { lines.append("") }
                guard !piece.isEmpty else { continue }
                let text = HTMLEscaping.escape(String(decoding: piece, as: UTF8.self))
                lines[lines.count - 1] += cssClass.map { "<span class=\"\($0)\">\(text)</span>" } ?? text
            }
        }
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
