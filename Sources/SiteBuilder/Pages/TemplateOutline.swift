import Diagnostics
import MarkdownTree

/// The tags of one Mustache template that decide how deep rendering goes, each with its position.
/// swift-mustache parses and renders nested tags recursively, so a template nested 5,000 deep,
/// or a partial that includes itself, overflows the stack; this flat scan (`MustacheTagScanner`)
/// measures a template before the library sees it, and stops at the first tag the library would
/// refuse, so everything the library parses has been measured first.
///
/// A template is read as parts: its body, and each block it overrides in a parent
/// (`{{<layout}}{{$main}}…{{/main}}{{/layout}}`), which renders where the parent, or anything the
/// parent includes, expands that block. Each part lists what it renders in turn: partials,
/// parents, and block expansions (`{{$main}}` elsewhere), which render every override of the block.
struct TemplateOutline {
    /// What a tag renders in turn.
    enum Target: Hashable {
        /// `{{>name}}` or `{{<name}}`.
        case template(String)
        /// `{{$name}}` outside a parent: an override of the block, from any template that has one.
        case block(String)
    }

    /// A tag that renders something else, at `depth` levels inside its part.
    struct Edge {
        let target: Target
        let position: SourcePosition
        /// Sections, blocks and parents open around the tag in its part.
        let depth: Int
        /// `{{>*name}}`: the partial is named by the data.
        let isDynamic: Bool
    }

    /// The body of the template (`block` nil) or one block it overrides.
    struct Part {
        let block: String?
        /// The deepest nesting inside the part.
        fileprivate(set) var deepest = 0
        fileprivate(set) var edges: [Edge] = []
    }

    /// The most deeply nested opening tag of the file: its depth (1 for a section at the top) and position.
    private(set) var deepest: (depth: Int, position: SourcePosition) = (0, SourcePosition(line: 1, column: 1))
    /// The body first, then the overridden blocks in file order.
    private(set) var parts = [Part(block: nil)]
    /// The tag with the most transforms (`{{a(b(c))}}` has two), which the library also reads recursively.
    private(set) var mostTransforms: (count: Int, position: SourcePosition) = (0, SourcePosition(line: 1, column: 1))
    /// Every name a variable or section tag reads (`site.stylesheetURL`), with its position.
    private(set) var reads: [(name: String, position: SourcePosition)] = []
    /// Tags read, and the position of the first one past `tagLimit`.
    private(set) var tagCount = 0
    private(set) var firstTagPastLimit: SourcePosition?

    /// Scans `text`, stopping early once a tag nests deeper than `depthLimit` or comes after
    /// `tagLimit` others (the rest cannot matter), or at a tag the library would not parse.
    init(_ text: String, depthLimit: Int, tagLimit: Int = .max) {
        var scanner = MustacheTagScanner(Array(text))
        var open: [Open] = []
        while let tag = scanner.nextTag() {
            let position = scanner.position(of: tag.start)
            tagCount += 1
            guard tagCount <= tagLimit else {
                firstTagPastLimit = position
                return
            }
            if tag.transformCount > mostTransforms.count { mostTransforms = (tag.transformCount, position) }
            switch tag.kind {
            case "#", "^", "$", "<":
                let isOverride = tag.kind == "$" && open.last?.kind == "<"
                if isOverride { parts.append(Part(block: tag.name)) }
                if tag.kind == "<" { addEdge(.template(tag.name), tag, at: position, open: open) }
                if tag.kind == "$", !isOverride { addEdge(.block(tag.name), tag, at: position, open: open) }
                open.append(Open(kind: tag.kind, name: tag.name, delimiters: scanner.delimiters, part: isOverride ? parts.count - 1 : nil))
                if open.count > deepest.depth { deepest = (open.count, position) }
                let (part, depth) = Self.part(of: open)
                parts[part].deepest = max(parts[part].deepest, depth)
                if open.count > depthLimit { return }
            case "/":
                guard let section = open.popLast(), section.name == tag.name else { return }
                // The library forgets a delimiter change made inside a section when the section ends.
                scanner.delimiters = section.delimiters
            case ">":
                addEdge(.template(tag.name), tag, at: position, open: open)
            default:
                break
            }
            if ["#", "^", "&", " "].contains(tag.kind) { reads.append((tag.name, position)) }
        }
    }

    /// A section, block or parent not closed yet; `part` is set for an overridden block.
    private struct Open {
        let kind: Character
        let name: String
        let delimiters: MustacheTagScanner.Delimiters
        let part: Int?
    }

    /// The part a tag inside `open` belongs to, and how many levels are open inside that part.
    private static func part(of open: [Open]) -> (part: Int, depth: Int) {
        guard let index = open.lastIndex(where: { $0.part != nil }) else { return (0, open.count) }
        return (open[index].part!, open.count - index - 1)
    }

    private mutating func addEdge(_ target: Target, _ tag: MustacheTagScanner.Tag, at position: SourcePosition, open: [Open]) {
        // `{{>*name}}` is read with its star apart, `{{<*name}}` with the star in the name.
        let isDynamic = tag.isDynamic || tag.name.hasPrefix("*")
        let name = tag.name.hasPrefix("*") ? String(tag.name.dropFirst()) : tag.name
        let (part, depth) = Self.part(of: open)
        let resolved: Target = switch target {
        case .template: .template(name)
        case .block: .block(name)
        }
        parts[part].edges.append(Edge(target: resolved, position: position, depth: depth, isDynamic: isDynamic))
    }
}
