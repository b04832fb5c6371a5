import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The output-safety invariants every input must meet, whatever it contains: author text never
/// becomes markup (every tag is one the writers emit, tags balance, no `<script`, no event
/// handler attributes, no script URLs, every `&` starts a character reference), and no character
/// XML 1.0 forbids appears raw. SVG must also be well-formed XML.
enum MarkupCheck {
    /// The elements `HTMLWriter` writes (GFM's tables, strikethrough, task boxes, footnotes and
    /// callouts included), plus the figure the pipeline wraps previews in.
    static let htmlElements: Set<String> = [
        "a", "blockquote", "br", "code", "del", "div", "em", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "img", "input",
        "li", "ol", "p", "pre", "section", "strong", "sup", "table", "tbody", "td", "th", "thead", "tr", "ul",
    ]
    /// The elements `SVGRenderer` writes.
    static let svgElements: Set<String> = [
        "clipPath", "defs", "feDropShadow", "filter", "g", "image", "linearGradient", "path", "radialGradient", "rect", "stop", "svg", "text", "title",
    ]
    /// Elements written as `<br />` rather than opened and closed.
    private static let voidElements: Set<String> = ["br", "hr", "img", "input"]
    /// Schemes that run code or read local files; inline raster images are the one allowed `data:`.
    private static let unsafeSchemes = ["javascript:", "vbscript:", "file:", "data:"]
    private static let safeDataImages = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]

    /// `<script` tags in a page other than the width sliders' JSON tables, which every figure
    /// writes (`WidthSlider`); pages must all have the templates' own number of them.
    static func scriptTags(in html: String) -> Int {
        let sliderTable = "<script type=\"application/json\" class=\"preview-slider\">"
        return html.components(separatedBy: "<script").count - html.components(separatedBy: sliderTable).count
    }

    /// Problems in an article's HTML, which may embed SVG previews.
    static func problems(inHTML html: String) -> [String] {
        scan(html, elements: htmlElements.union(svgElements))
    }

    /// Problems in one SVG document.
    static func problems(inSVG svg: String) -> [String] {
        var problems = scan(svg, elements: svgElements)
        if let xmlProblem = wellFormednessProblem(svg) { problems.append(xmlProblem) }
        return problems
    }

    /// The first event handler attribute (`onload=`, `onerror=` …) in any tag of a whole page,
    /// outside quoted attribute values; templates write none, so any one came from content.
    static func eventHandlerAttribute(in html: String) -> String? {
        let bytes = Array(html.utf8)
        var index = 0
        var inTag = false
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if !inTag {
                if byte == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1].isLetter { inTag = true }
            } else if byte == UInt8(ascii: ">") {
                inTag = false
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "/") {
                var end = index + 1
                while end < bytes.count, bytes[end].isLetter { end += 1 }
                let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self).lowercased()
                if name.count > 2, name.hasPrefix("on"), end < bytes.count, bytes[end] == UInt8(ascii: "=") { return name }
            }
            index += 1
        }
        return nil
    }

    /// XML 1.0 `Char`: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000 and above.
    static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: true
        default: false
        }
    }

    // MARK: Scanning

    private static func scan(_ markup: String, elements: Set<String>) -> [String] {
        var problems: [String] = []
        if markup.range(of: "<script", options: .caseInsensitive) != nil { problems.append("contains '<script'") }
        if let bad = markup.unicodeScalars.first(where: { !isAllowedInXML($0) }) {
            problems.append("contains U+\(String(bad.value, radix: 16, uppercase: true)), which XML forbids")
        }
        var scanner = TagScanner(Array(markup.utf8))
        var open: [String] = []
        while let token = scanner.next() {
            switch token {
            case .problem(let problem):
                problems.append(problem)
            case .tag(let tag):
                problems += check(tag, elements: elements, open: &open)
            }
            if problems.count > 5 { break }
        }
        if problems.isEmpty, !open.isEmpty { problems.append("unclosed <\(open.last!)>") }
        return problems
    }

    private static func check(_ tag: TagScanner.Tag, elements: Set<String>, open: inout [String]) -> [String] {
        var problems: [String] = []
        if !elements.contains(tag.name) { problems.append("unexpected element <\(tag.name)>") }
        for (name, value) in tag.attributes {
            if name.lowercased().hasPrefix("on") { problems.append("event handler attribute '\(name)'") }
            if name == "href" || name == "src", isUnsafe(value) { problems.append("unsafe URL '\(value.prefix(40))'") }
        }
        if tag.isClosing {
            if open.popLast() != tag.name { problems.append("</\(tag.name)> closes nothing open") }
        } else if !tag.isSelfClosing, !voidElements.contains(tag.name) {
            open.append(tag.name)
        }
        return problems
    }

    /// The attribute value as a browser reads it: character references decoded, blanks dropped.
    private static func isUnsafe(_ value: String) -> Bool {
        let decoded = value.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#58;", with: ":")
            .lowercased().filter { !$0.isWhitespace && !$0.unicodeScalars.contains { $0.value < 0x20 } }
        if safeDataImages.contains(where: decoded.hasPrefix) { return false }
        return unsafeSchemes.contains(where: decoded.hasPrefix)
    }

    private static func wellFormednessProblem(_ svg: String) -> String? {
        #if canImport(FoundationXML) || canImport(Darwin)
        let parser = XMLParser(data: Data(svg.utf8))
        guard !parser.parse() else { return nil }
        return "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)"
        #else
        return nil
        #endif
    }
}
