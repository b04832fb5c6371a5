/// Serialises an `SVGElement` tree as indented XML with attributes sorted by name and all
/// text escaped, so equal trees give equal bytes and author text can never become markup.
struct SVGWriter {
    /// Spaces per nesting level.
    var indentWidth = 2

    /// The element and its subtree, one element per line, ending with a newline.
    func write(_ root: SVGElement) -> String {
        var output = ""
        write(root, depth: 0, into: &output)
        return output
    }

    private func write(_ element: SVGElement, depth: Int, into output: inout String) {
        output += String(repeating: " ", count: depth * indentWidth) + "<" + element.name
        for name in element.attributes.keys.sorted() {
            output += " \(name)=\"\(Self.escapeAttribute(element.attributes[name]!))\""
        }
        if let text = element.text {
            output += ">" + Self.escapeText(text) + "</\(element.name)>\n"
        } else if element.children.isEmpty {
            output += "/>\n"
        } else {
            output += ">\n"
            for child in element.children { write(child, depth: depth + 1, into: &output) }
            output += String(repeating: " ", count: depth * indentWidth) + "</\(element.name)>\n"
        }
    }

    /// Character data: `&`, `<` and `>` become entities; characters XML 1.0 forbids become U+FFFD.
    static func escapeText(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// An attribute value in double quotes: also `"` and line breaks become character references.
    static func escapeAttribute(_ value: String) -> String {
        escape(value, quotes: true)
    }

    private static func escape(_ string: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "\n" where quotes: result += "&#10;"
            case "\t" where quotes: result += "&#9;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// XML 1.0 `Char`: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000 and above.
    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: true
        default: false
        }
    }
}
