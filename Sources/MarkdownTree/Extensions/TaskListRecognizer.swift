/// GFM task list items ("Task list items (extension)"): a list item whose first paragraph starts
/// with `[ ]`, `[x]` or `[X]` followed by a blank (or nothing) gets a checkbox, and loses the
/// marker and the blanks after it from its text.
enum TaskListRecognizer {
    static func item(_ item: ListItem, _ source: ExtensionSource) -> ListItem {
        guard case .paragraph(let paragraph)? = item.children.first, case .text(let text)? = paragraph.children.first,
              let map = source.map(text), map.isRaw(0)
        else { return item }
        let bytes = map.bytes
        guard bytes.count >= 3, bytes[0] == UInt8(ascii: "["), bytes[2] == UInt8(ascii: "]") else { return item }
        let checkbox: ListItem.Checkbox
        switch bytes[1] {
        case UInt8(ascii: " "): checkbox = .unchecked
        case UInt8(ascii: "x"), UInt8(ascii: "X"): checkbox = .checked
        default: return item
        }
        let blanks = bytes.dropFirst(3).prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        guard blanks > 0 || (bytes.count == 3 && paragraph.children.count == 1) else { return item }
        var children = Array(paragraph.children.dropFirst())
        if let rest = map.slice((3 + blanks)..<bytes.count) { children.insert(.text(rest), at: 0) }
        let trimmed = Paragraph(children: children, range: paragraph.range)
        return ListItem(children: [.paragraph(trimmed)] + item.children.dropFirst(), checkbox: checkbox, range: item.range)
    }
}
