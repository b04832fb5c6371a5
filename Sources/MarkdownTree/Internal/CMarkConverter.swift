import CCMark
import Diagnostics

/// The only file that calls cmark: parses the body with `CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8`,
/// walks cmark's ENTER/EXIT iterator with an explicit stack of frames (leaves on ENTER, containers
/// on EXIT), and frees every cmark object before returning (style anchors §3 "Layering").
///
/// Positions are cmark's, shifted by the front matter's lines, with repairs where cmark 0.30 is off:
/// - a block ending at column 0 ends at the end of the previous line;
/// - soft and hard breaks (reported as 0:0) sit just after the inline before them;
/// - an inline container reported to start after its end or after its first child (links spanning
///   lines) starts just before that child (at the link's `[` or the image's `![`);
/// - code spans are widened to include their backticks, like emphasis includes its `*`;
/// - after a backslash hard break cmark stops counting lines, so later inlines of that paragraph get
///   the conservative range "from the next line to the end of the paragraph".
struct CMarkConverter {
    /// The converted body.
    struct Output {
        let blocks: [Block]
        let range: SourceRange
        let diagnostics: [Diagnostic]
    }

    private let source: SourceText
    private let lineOffset: Int
    private let maximumDepth: Int
    /// The containers being built, document first; flattened containers have no frame.
    private var stack: [ConverterFrame] = []
    /// For every container entered and not yet left: whether it is flattened.
    private var flattened: [Bool] = []
    /// The paragraph or heading whose inlines are being converted; replaced on entering each one.
    private var paragraph = ParagraphPositions(range: SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1)))
    private var output: Output?
    private var diagnostics: [Diagnostic] = []

    /// Converts `source`, whose line 1 is file line `lineOffset + 1`.
    static func convert(_ source: SourceText, lineOffset: Int, maximumDepth: Int) -> Output {
        var converter = CMarkConverter(source: source, lineOffset: lineOffset, maximumDepth: maximumDepth)
        let document = parseDocument(source.bytes)
        defer { cmark_node_free(document) }
        converter.walk(document)
        guard let output = converter.output else { preconditionFailure("cmark's iterator ended without leaving the document") }
        return output
    }

    private init(source: SourceText, lineOffset: Int, maximumDepth: Int) {
        self.source = source
        self.lineOffset = lineOffset
        self.maximumDepth = maximumDepth
    }

    private static func parseDocument(_ bytes: [UInt8]) -> OpaquePointer {
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, options)
            }
        }
        guard let document else { preconditionFailure("cmark could not allocate a document") }
        return document
    }

    private mutating func walk(_ document: OpaquePointer) {
        guard let iterator = cmark_iter_new(document) else { preconditionFailure("cmark could not allocate an iterator") }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            guard event != CMARK_EVENT_DONE, let node = cmark_iter_get_node(iterator) else { return }
            if event == CMARK_EVENT_ENTER { enter(node) } else { exit(node) }
        }
    }

    // MARK: Events

    private mutating func enter(_ node: OpaquePointer) {
        let type = cmark_node_get_type(node)
        if type.rawValue >= CMARK_NODE_FIRST_INLINE.rawValue { paragraph.observe(start: rawStart(node)) }
        switch type {
        case CMARK_NODE_CODE_BLOCK:
            let block = codeBlock(node)
            if block.isFenced, isUnclosed(block) { reportUnclosedFence(block) }
            appendBlock(.codeBlock(block))
        case CMARK_NODE_HTML_BLOCK: appendBlock(.htmlBlock(HTMLBlock(html: literal(node), range: blockRange(node))))
        case CMARK_NODE_THEMATIC_BREAK: appendBlock(.thematicBreak(ThematicBreak(range: blockRange(node))))
        case CMARK_NODE_TEXT: appendText(node)
        case CMARK_NODE_CODE: appendInline(.code(InlineCode(code: literal(node), range: codeSpanRange(leafRange(node)))))
        case CMARK_NODE_HTML_INLINE: appendInline(.html(InlineHTML(html: literal(node), range: leafRange(node))))
        case CMARK_NODE_SOFTBREAK: appendInline(.softBreak(SoftBreak(range: leafRange(node))))
        case CMARK_NODE_LINEBREAK: appendInline(.lineBreak(LineBreak(range: leafRange(node))), isLineBreak: true)
        default: push(node)
        }
    }

    private mutating func exit(_ node: OpaquePointer) {
        guard let isFlattened = flattened.popLast() else { preconditionFailure("cmark left a node it never entered") }
        if isFlattened { return }
        let frame = stack.removeLast()
        switch frame.kind {
        case .document:
            output = Output(blocks: frame.blocks, range: blockRange(node), diagnostics: diagnostics)
        case .blockQuote:
            appendBlock(.blockQuote(BlockQuote(children: frame.blocks, range: blockRange(node))))
        case .list(let list):
            appendBlock(list.block(items: frame.items, range: blockRange(node)))
        case .item:
            stack[stack.count - 1].items.append(ListItem(children: frame.blocks, range: blockRange(node)))
        case .paragraph:
            appendBlock(.paragraph(Paragraph(children: frame.inlines, range: blockRange(node))))
        case .heading(let level):
            appendBlock(.heading(Heading(level: level, children: frame.inlines, range: blockRange(node))))
        case .emphasis:
            appendInline(.emphasis(Emphasis(children: frame.inlines, range: containerRange(node, frame))))
        case .strong:
            appendInline(.strong(Strong(children: frame.inlines, range: containerRange(node, frame))))
        case .link(let destination, let title):
            let range = containerRange(node, frame)
            appendInline(.link(Link(destination: destination, title: title, children: frame.inlines, range: range)))
        case .image(let source, let title):
            appendInline(.image(Image(source: source, title: title, children: frame.inlines, range: containerRange(node, frame))))
        }
    }

    /// Opens a container. Past `maximumDepth` (not counting the document), quotes, lists with their
    /// items, and inline containers are flattened: they get no frame, so their children land in the
    /// nearest kept ancestor, once, in order. One warning per document says so; the Swift tree
    /// stays shallow whatever cmark accepted.
    private mutating func push(_ node: OpaquePointer) {
        let kind = frameKind(node)
        let isItemOfFlattenedList = kind.isItem && flattened.last == true
        let isFlattened = isItemOfFlattenedList || (kind.isFlattenable && stack.count - 1 >= maximumDepth)
        flattened.append(isFlattened)
        if isFlattened, !isItemOfFlattenedList, !diagnostics.contains(where: { $0.id == .nestingTooDeep }) {
            diagnostics.append(Diagnostic(
                .warning,
                .nestingTooDeep,
                "nesting deeper than \(maximumDepth) levels is flattened",
                at: blockRange(node).start
            ))
        }
        if isFlattened { return }
        if kind.holdsInlines { paragraph = ParagraphPositions(range: blockRange(node)) }
        let startsDrifted = kind.isInline && paragraph.hasDrifted
        stack.append(ConverterFrame(kind: kind, startsDrifted: startsDrifted))
    }

    private func frameKind(_ node: OpaquePointer) -> ConverterFrame.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: .document
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_LIST: .list(listShape(node))
        case CMARK_NODE_ITEM: .item
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_HEADING: .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_EMPH: .emphasis
        case CMARK_NODE_STRONG: .strong
        case CMARK_NODE_LINK: .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE: .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default: preconditionFailure("cmark's parser produced a '\(string(cmark_node_get_type_string(node)))' node")
        }
    }

    private func listShape(_ node: OpaquePointer) -> ConverterFrame.ListShape {
        let isTight = cmark_node_get_list_tight(node) != 0
        guard cmark_node_get_list_type(node) == CMARK_ORDERED_LIST else {
            return ConverterFrame.ListShape(ordered: nil, isTight: isTight)
        }
        let delimiter: OrderedList.Delimiter = cmark_node_get_list_delim(node) == CMARK_PAREN_DELIM ? .parenthesis : .period
        return ConverterFrame.ListShape(ordered: (Int(cmark_node_get_list_start(node)), delimiter), isTight: isTight)
    }

    private mutating func appendBlock(_ block: Block) {
        stack[stack.count - 1].blocks.append(block)
    }

    /// Appends a text node; cmark leaves empty ones where it trimmed spaces before a hard break.
    private mutating func appendText(_ node: OpaquePointer) {
        let string = literal(node)
        if !string.isEmpty { appendInline(.text(Text(string: string, range: leafRange(node)))) }
    }

    private mutating func appendInline(_ inline: Inline, isLineBreak: Bool = false) {
        stack[stack.count - 1].inlines.append(inline)
        paragraph.noteEnd(inline.range.end, isLineBreak: isLineBreak)
    }

    // MARK: Nodes

    private func codeBlock(_ node: OpaquePointer) -> CodeBlock {
        let range = blockRange(node)
        let info = string(cmark_node_get_fence_info(node))
        let code = literal(node)
        let fence = fenceRun(at: range.start)
        let isFenced = fence > 0 && firstLine(of: code) != Array(sourceLine(range.start.line).dropFirst(range.start.column - 1))
        return CodeBlock(
            info: info,
            code: code,
            isFenced: isFenced,
            infoPosition: isFenced && !info.isEmpty ? infoPosition(after: range.start, fence: fence) : nil,
            codeLineStarts: codeLineStarts(code, firstLine: range.start.line + (isFenced ? 1 : 0)),
            range: range
        )
    }

    /// A closed fence's last line is its closing fence: after the container's markers (`>`, blanks),
    /// at most three columns right of the opening fence, a run of the opening fence's character at
    /// least as long as the opening run, then blanks.
    private func isUnclosed(_ block: CodeBlock) -> Bool {
        let opening = sourceLine(block.range.start.line).dropFirst(block.range.start.column - 1)
        guard let mark = opening.first, block.range.end.line > block.range.start.line else { return true }
        let length = opening.prefix { $0 == mark }.count
        let isMarker: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">") }
        let line = sourceLine(block.range.end.line)
        let last = line.drop(while: isMarker)
        guard line.count - last.count <= block.range.start.column - 1 + 3 else { return true }
        let run = last.prefix { $0 == mark }.count
        return run < length || !last.dropFirst(run).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    /// CommonMark lets a fence run to the end of the document; the author almost always forgot the
    /// closing fence, and everything after it silently became code (issue #7).
    private mutating func reportUnclosedFence(_ block: CodeBlock) {
        diagnostics.append(Diagnostic(
            .warning, .unclosedFence,
            "code block is never closed; everything after its opening fence up to the end of its container is code", at: block.range.start))
    }

    /// The length of a run of three or more backticks or tildes at `start`, or 0.
    private func fenceRun(at start: SourcePosition) -> Int {
        let line = sourceLine(start.line).dropFirst(start.column - 1)
        guard let mark = line.first, mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~") else { return 0 }
        let run = line.prefix { $0 == mark }.count
        return run >= 3 ? run : 0
    }

    private func infoPosition(after start: SourcePosition, fence: Int) -> SourcePosition {
        let rest = sourceLine(start.line).dropFirst(start.column - 1 + fence)
        let blanks = rest.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        return SourcePosition(line: start.line, column: start.column + fence + blanks)
    }

    /// Each code line's first byte in the file: the source line's length minus the code line's,
    /// which accounts for quote markers and indentation stripped by cmark.
    private func codeLineStarts(_ code: String, firstLine: Int) -> [SourcePosition] {
        var lines = code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.enumerated().map { index, line in
            let fileLine = firstLine + index
            return SourcePosition(line: fileLine, column: max(sourceLine(fileLine).count - line.count + 1, 1))
        }
    }

    private func firstLine(of code: String) -> [UInt8] {
        Array(code.utf8.prefix { $0 != UInt8(ascii: "\n") })
    }

    // MARK: Ranges

    /// A block's range; cmark ends some blocks at column 0 of the line after their last one.
    private func blockRange(_ node: OpaquePointer) -> SourceRange {
        let start = rawStart(node)
        var end = rawEnd(node)
        if end.column < 1 {
            end = SourcePosition(line: end.line - 1, column: max(sourceLine(end.line - 1).count, 1))
        }
        return SourceRange(start: start, end: max(end, start))
    }

    /// A leaf inline's range; breaks and other unplaced inlines sit just after the previous inline.
    private func leafRange(_ node: OpaquePointer) -> SourceRange {
        if paragraph.hasDrifted { return paragraph.driftedRange }
        let start = rawStart(node)
        let end = rawEnd(node)
        guard start.line >= 1, start.column >= 1, start <= end else {
            let next = paragraph.nextPosition
            return SourceRange(start: next, end: next)
        }
        return SourceRange(start: start, end: end)
    }

    /// An inline container's range, computed on EXIT so its children can stand in for a bad start.
    private func containerRange(_ node: OpaquePointer, _ frame: ConverterFrame) -> SourceRange {
        let driftedRange = paragraph.driftedRange
        let rawStart = rawStart(node)
        let rawEnd = rawEnd(node)
        let firstChild = frame.inlines.first?.range.start
        let start: SourcePosition
        if frame.startsDrifted {
            start = driftedRange.start
        } else if rawStart.line >= 1, rawStart.column >= 1, rawStart <= rawEnd, rawStart <= firstChild ?? rawStart {
            start = rawStart
        } else {
            start = firstChild.map { openingBracket(before: $0, frame.kind) } ?? paragraph.nextPosition
        }
        let end = paragraph.hasDrifted ? driftedRange.end : max(rawEnd, frame.inlines.last?.range.end ?? start)
        return SourceRange(start: start, end: max(end, start))
    }

    /// A link's `[` or an image's `![` just before its text, when the source shows one there.
    private func openingBracket(before text: SourcePosition, _ kind: ConverterFrame.Kind) -> SourcePosition {
        let opening: [UInt8] = switch kind {
        case .link: Array("[".utf8)
        case .image: Array("![".utf8)
        default: []
        }
        let before = sourceLine(text.line).prefix(text.column - 1)
        guard !opening.isEmpty, before.reversed().starts(with: opening.reversed()) else { return text }
        return SourcePosition(line: text.line, column: text.column - opening.count)
    }

    /// Widens a code span's content range over the backtick runs on either side.
    private func codeSpanRange(_ range: SourceRange) -> SourceRange {
        let before = sourceLine(range.start.line).prefix(range.start.column - 1)
        let ticks = before.reversed().prefix { $0 == UInt8(ascii: "`") }.count
        let after = sourceLine(range.end.line).dropFirst(range.end.column)
        guard ticks > 0, after.prefix(ticks).elementsEqual(repeatElement(UInt8(ascii: "`"), count: ticks)) else { return range }
        return SourceRange(
            start: SourcePosition(line: range.start.line, column: range.start.column - ticks),
            end: SourcePosition(line: range.end.line, column: range.end.column + ticks)
        )
    }

    private func rawStart(_ node: OpaquePointer) -> SourcePosition {
        position(cmark_node_get_start_line(node), cmark_node_get_start_column(node))
    }

    private func rawEnd(_ node: OpaquePointer) -> SourcePosition {
        position(cmark_node_get_end_line(node), cmark_node_get_end_column(node))
    }

    /// A body position as a file position (0 stays 0: "unknown").
    private func position(_ line: Int32, _ column: Int32) -> SourcePosition {
        SourcePosition(line: line > 0 ? Int(line) + lineOffset : 0, column: Int(column))
    }

    /// A file line's bytes, without its line ending.
    private func sourceLine(_ fileLine: Int) -> ArraySlice<UInt8> {
        source.line(fileLine - lineOffset)
    }

    private func literal(_ node: OpaquePointer) -> String {
        string(cmark_node_get_literal(node))
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
