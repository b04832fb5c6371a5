import Diagnostics
import MarkdownTree

/// Makes an SVG file from the content folder unable to run script when it is opened on its own (an
/// `<img>` never runs one, but a link to the file does, with the site's origin): removes elements
/// that run script or embed documents (`<script>`, `<foreignObject>`, `<iframe>`…, matched by
/// local name whatever the prefix), animations that rewrite a link or a handler, event-handler
/// attributes (`on…`), attributes holding a `javascript:`, `vbscript:` or non-image `data:` URL
/// (after decoding character references and dropping the spaces browsers ignore), `xml-stylesheet`
/// instructions (XSLT can write script) and a DOCTYPE's internal subset (its entities could expand
/// to markup). Only those bytes are cut: a file without them comes back unchanged, byte for byte.
enum SVGSanitizer {
    enum Outcome: Equatable {
        /// Nothing that could run: publish the file as it is.
        case clean
        /// The bytes to publish instead, the first thing removed (in file order) and how many were.
        case cleaned([UInt8], first: Removal, count: Int)
        /// Not well-formed XML from here on, so it cannot be checked.
        case malformed(SourcePosition)
    }

    /// One removed construct: what it was (`a <script> element`) and where it started.
    struct Removal: Equatable {
        let what: String
        let position: SourcePosition
    }

    /// Elements removed with everything inside them.
    static let removedElements: Set<String> = [
        "script", "foreignobject", "iframe", "frame", "frameset", "embed", "object", "applet", "handler", "listener", "base", "meta",
    ]
    static let animations: Set<String> = ["set", "animate"]
    /// `data:` URLs that stay: pictures, which never run script.
    static let imageDataPrefixes = ["data:image/png", "data:image/jpeg", "data:image/jpg", "data:image/gif", "data:image/webp", "data:image/avif"]

    static func sanitize(_ bytes: [UInt8]) -> Outcome {
        var reader = XMLReader(bytes)
        var cuts: [(range: Range<Int>, what: String)] = []
        /// The start of a removed element and how many elements are open inside it.
        var removing: (start: Int, what: String, depth: Int)?
        while let token = reader.next() {
            switch token {
            case .malformed(let offset):
                return .malformed(reader.position(of: offset))
            case .instruction(let range, let target) where target.lowercased() == "xml-stylesheet" && removing == nil:
                cuts.append((range, "an xml-stylesheet instruction"))
            case .declaration(let range, let hasInternalSubset) where hasInternalSubset && removing == nil:
                cuts.append((range, "a DOCTYPE with entity declarations"))
            case .startTag(let range, let name, let attributes, let closesItself):
                if var open = removing {
                    open.depth += closesItself ? 0 : 1
                    removing = open
                } else if let what = removedElement(name, attributes: attributes) {
                    if closesItself { cuts.append((range, what)) } else { removing = (range.lowerBound, what, 1) }
                } else {
                    cuts += attributes.filter(isScriptable).map { ($0.range, "an '\($0.name)' attribute") }
                }
            case .endTag(let range):
                guard var open = removing else { continue }
                open.depth -= 1
                removing = open.depth > 0 ? open : nil
                if open.depth == 0 { cuts.append((open.start..<range.upperBound, open.what)) }
            default:
                continue
            }
        }
        if let open = removing { cuts.append((open.start..<bytes.count, open.what)) }
        guard let first = cuts.min(by: { $0.range.lowerBound < $1.range.lowerBound }) else { return .clean }
        let removal = Removal(what: first.what, position: reader.position(of: first.range.lowerBound))
        return .cleaned(cut(bytes, cuts.map(\.range)), first: removal, count: cuts.count)
    }

    /// Why an element is removed whole, or nil.
    private static func removedElement(_ name: String, attributes: [XMLReader.Attribute]) -> String? {
        let local = localName(name)
        if removedElements.contains(local) { return "a <\(name)> element" }
        guard animations.contains(local), let target = attributes.first(where: { localName($0.name) == "attributename" }) else { return nil }
        let animated = localName(normalized(target.value))
        return animated == "href" || animated.hasPrefix("on") ? "a <\(name)> animating '\(target.value)'" : nil
    }

    private static func isScriptable(_ attribute: XMLReader.Attribute) -> Bool {
        if localName(attribute.name).hasPrefix("on") { return true }
        let value = normalized(attribute.value)
        if value.contains("javascript:") || value.contains("vbscript:") { return true }
        return value.hasPrefix("data:") && !imageDataPrefixes.contains { value.hasPrefix($0) }
    }

    /// The part after the prefix, lowercased: `xlink:href` → `href`.
    private static func localName(_ name: String) -> String {
        String(name.split(separator: ":").last ?? "").lowercased()
    }

    /// An attribute value as a browser reads a URL in it: character references decoded, ASCII
    /// whitespace and control characters dropped, lowercased.
    private static func normalized(_ value: String) -> String {
        String(String.UnicodeScalarView(decodingReferences(value).unicodeScalars.filter { $0.value > 0x20 })).lowercased()
    }

    /// `&#106;`, `&#x6A;` and the five predefined entities; anything else is kept as written.
    private static func decodingReferences(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";") else {
                result.append("&")
                rest = rest.dropFirst()
                continue
            }
            let reference = rest[rest.index(after: rest.startIndex)..<semicolon]
            let predefined = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let character = predefined[String(reference)] {
                result += character
            } else if reference.hasPrefix("#x") || reference.hasPrefix("#X"), let scalar = UInt32(reference.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) {
                result.unicodeScalars.append(scalar)
            } else if reference.hasPrefix("#"), let scalar = UInt32(reference.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    /// `bytes` without the given ranges (sorted by start; a range inside an earlier one is covered).
    private static func cut(_ bytes: [UInt8], _ ranges: [Range<Int>]) -> [UInt8] {
        var result: [UInt8] = []
        var next = 0
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.upperBound > next {
            result += bytes[next..<max(next, range.lowerBound)]
            next = range.upperBound
        }
        return result + bytes[next...]
    }
}
