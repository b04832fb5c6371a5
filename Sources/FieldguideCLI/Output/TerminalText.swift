/// Text from a snippet made safe to print on a terminal: control characters (an escape sequence in
/// a `Text` could move the cursor, recolour or retitle the terminal) are written as Swift escapes,
/// `\u{1B}`, so the line shows what the snippet holds.
enum TerminalText {
    /// `line` with every character that could act on the terminal spelled out; a line break too,
    /// so one message stays one line.
    static func escaped(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: isControl) else { return line }
        var result = ""
        for scalar in line.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Each line of `text` escaped, the line breaks between them kept.
    static func escapedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    /// C0 and C1 controls and DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
