/// Gives headings `id`s that are readable, stable for the same text, and unique within a document:
/// GitHub-style slugs (lowercase, spaces to `-`, punctuation dropped), repeats suffixed `-1`, `-2`….
/// Use one slugger per document and feed it headings in document order.
public struct HeadingSlugger: Sendable {
    private var used: Set<String> = []
    /// The first suffix not yet tried per base slug, so a thousand "Example" headings cost linear time.
    private var nextSuffix: [String: Int] = [:]

    public init() {}

    /// The next unique slug for `heading`.
    public mutating func slug(for heading: Heading) -> String {
        slug(for: heading.children.plainText)
    }

    /// The next unique slug for a heading with this plain text; empty text becomes `section`.
    public mutating func slug(for text: String) -> String {
        let base = Self.base(text)
        var suffix = nextSuffix[base, default: 0]
        var candidate = suffix == 0 ? base : "\(base)-\(suffix)"
        while !used.insert(candidate).inserted {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        nextSuffix[base] = suffix + 1
        return candidate
    }

    /// Letters and digits lowercased, spaces and `-` kept as `-`, `_` kept, everything else dropped.
    private static func base(_ text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "_" || character == "-" {
                slug.append(character)
            } else if character == " " {
                slug.append("-")
            }
        }
        return slug.isEmpty ? "section" : slug
    }
}
