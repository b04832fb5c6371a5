/// GFM's extended autolinks ("Autolinks (extension)") in literal text outside links: `www.` and
/// `http://` / `https://` links, and bare email addresses. A candidate starts the text or follows a
/// blank or one of `(`, `*`, `_`, `~`; trailing punctuation (`?!.,:*_~'"`), an unbalanced `)`, and
/// an entity-like `&name;` at the end are left out of the link, as GitHub does.
enum AutolinkScanner {
    /// What a link may start with, and what its destination gets in front.
    private static let schemes = [("www.", "http://"), ("http://", ""), ("https://", "")]
    private static let trailingPunctuation = Array("?!.,:*_~'\"".utf8)

    /// The text with each autolink turned into a `Link` whose only child is the link's text.
    static func links(in map: TextMap) -> [Inline] {
        let bytes = map.bytes
        guard mayHoldLink(map.text.string.utf8) else { return [.text(map.text)] }
        var pieces: [Inline] = []
        var plainStart = 0
        var index = 0
        while index < bytes.count {
            guard let (start, end, destination) = match(bytes, at: index, after: plainStart) else {
                index += 1
                continue
            }
            if let plain = map.slice(plainStart..<start) { pieces.append(.text(plain)) }
            if let label = map.slice(start..<end) {
                pieces.append(.link(Link(destination: destination + label.string, title: "", children: [.text(label)], range: label.range)))
            }
            plainStart = end
            index = end
        }
        guard !pieces.isEmpty else { return [.text(map.text)] }
        if let plain = map.slice(plainStart..<bytes.count) { pieces.append(.text(plain)) }
        return pieces
    }

    /// Whether the text contains `www.`, `://` or `@`, without which it holds no link.
    static func mayHoldLink(_ utf8: String.UTF8View) -> Bool {
        var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
        for byte in utf8 {
            if byte == UInt8(ascii: "@") { return true }
            if byte == UInt8(ascii: "/"), previous.1 == UInt8(ascii: ":"), previous.2 == UInt8(ascii: "/") { return true }
            if byte == UInt8(ascii: "."), previous == (UInt8(ascii: "w"), UInt8(ascii: "w"), UInt8(ascii: "w")) { return true }
            previous = (previous.1, previous.2, byte)
        }
        return false
    }

    /// A link starting at `index` (or, for an email, whose `@` is at `index` and whose local part
    /// starts no earlier than `floor`): its byte range and the prefix its destination needs.
    private static func match(_ bytes: [UInt8], at index: Int, after floor: Int) -> (Int, Int, String)? {
        if bytes[index] == UInt8(ascii: "@") { return email(bytes, at: index, after: floor) }
        guard bytes[index] == UInt8(ascii: "w") || bytes[index] == UInt8(ascii: "h"), index == 0 || isBoundary(bytes[index - 1]) else { return nil }
        let rest = bytes[index...]
        for (scheme, prefix) in schemes where rest.starts(with: scheme.utf8) {
            let domainStart = prefix.isEmpty ? index + scheme.utf8.count : index
            guard let domainEnd = domain(bytes, from: domainStart) else { return nil }
            let pathEnd = bytes[domainEnd...].firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "<") }
            let end = trimmed(bytes, start: index, end: pathEnd ?? bytes.count)
            return end > domainStart ? (index, end, prefix) : nil
        }
        return nil
    }

    /// `local@domain`: local part of letters, digits and `.-_+`, domain segments of letters, digits,
    /// `-` and `_` with at least one period, not ending in `-` or `_` (a final `.` is left out).
    private static func email(_ bytes: [UInt8], at index: Int, after floor: Int) -> (Int, Int, String)? {
        var start = index
        while start > floor, isEmailLocal(bytes[start - 1]) { start -= 1 }
        guard start < index else { return nil }
        var end = index + 1
        var periods = 0
        while end < bytes.count, isDomainByte(bytes[end]) || (bytes[end] == UInt8(ascii: ".") && end + 1 < bytes.count && isDomainByte(bytes[end + 1])) {
            if bytes[end] == UInt8(ascii: ".") { periods += 1 }
            end += 1
        }
        guard periods > 0, end > index + 1, bytes[end - 1] != UInt8(ascii: "-"), bytes[end - 1] != UInt8(ascii: "_") else { return nil }
        if end < bytes.count, bytes[end] == UInt8(ascii: "@") { return nil }
        return (start, end, "mailto:")
    }

    /// The end of a valid domain at `start`: at least two segments of letters, digits, `-` and `_`
    /// between periods, no `_` in the last two.
    private static func domain(_ bytes: [UInt8], from start: Int) -> Int? {
        var end = start
        while end < bytes.count, isDomainByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
        let segments = bytes[start..<end].split(separator: UInt8(ascii: "."))
        guard segments.count >= 2, !segments.suffix(2).contains(where: { $0.contains(UInt8(ascii: "_")) }) else { return nil }
        return end
    }

    /// Drops trailing punctuation, an unbalanced `)` and a final `&entity;` from `start..<end`.
    private static func trimmed(_ bytes: [UInt8], start: Int, end: Int) -> Int {
        var end = end
        while end > start {
            let last = bytes[end - 1]
            if trailingPunctuation.contains(last) {
                end -= 1
            } else if last == UInt8(ascii: ")"), count(UInt8(ascii: ")"), bytes[start..<end]) > count(UInt8(ascii: "("), bytes[start..<end]) {
                end -= 1
            } else if last == UInt8(ascii: ";"), let ampersand = entityStart(bytes, start: start, semicolon: end - 1) {
                end = ampersand
            } else {
                break
            }
        }
        return end
    }

    private static func entityStart(_ bytes: [UInt8], start: Int, semicolon: Int) -> Int? {
        var index = semicolon
        while index > start, isAlphanumeric(bytes[index - 1]) { index -= 1 }
        return index < semicolon && index > start && bytes[index - 1] == UInt8(ascii: "&") ? index - 1 : nil
    }

    private static func count(_ byte: UInt8, _ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 == byte ? 1 : 0) }
    }

    private static func isBoundary(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "*")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isDomainByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    private static func isEmailLocal(_ byte: UInt8) -> Bool {
        isDomainByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+")
    }
}
