import MarkdownTree

/// The limits that keep swift-mustache's recursive parser and renderer within the stack: no
/// template nests sections, blocks, partials and parents deeper than `depthLimit` levels, counted
/// through every template it includes; no template includes itself, directly or through others;
/// no partial is named by the data (`{{>*name}}`), which could not be checked before rendering.
/// The depth counted is an upper bound; for the built-in `page` template it is 9.
enum TemplateNesting {
    static let depthLimit = 100
    /// `{{a(b(c))}}`: each transform is one more level of the library's name parser.
    static let transformLimit = 16

    /// Checks one template on its own, before the library parses it.
    static func checkAlone(_ outline: TemplateOutline, file: String) throws {
        if outline.deepest.depth > depthLimit {
            throw error(file, outline.deepest.position, "sections nest more than \(depthLimit) deep; flatten the template")
        }
        if outline.mostTransforms.count > transformLimit {
            throw error(file, outline.mostTransforms.position, "more than \(transformLimit) transforms in one tag")
        }
        if let dynamic = outline.references.first(where: \.isDynamic) {
            throw error(file, dynamic.position, "a partial named by the data ('*\(dynamic.name)') is not supported: name the partial itself")
        }
    }

    /// Checks how templates include each other: no cycle, and no path deeper than `depthLimit`;
    /// returns each template's depth. References to templates that do not exist render nothing
    /// and are left out.
    @discardableResult
    static func checkTogether(_ outlines: [String: TemplateOutline], file: (String) -> String) throws -> [String: Int] {
        var depths: [String: Int] = [:]
        for root in outlines.keys.sorted() where depths[root] == nil {
            // Depth-first without recursion: a chain of thousands of partials must not overflow either.
            var path: [(name: String, next: Int)] = [(root, 0)]
            while let top = path.last {
                let references = outlines[top.name]!.references.filter { outlines[$0.name] != nil }
                guard top.next < references.count else {
                    depths[top.name] = try depth(of: top.name, outlines[top.name]!, depths: depths, file: file)
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let reference = references[top.next]
                if let start = path.firstIndex(where: { $0.name == reference.name }) {
                    let cycle = (path[start...].map(\.name) + [reference.name]).map { "'\($0)'" }.joined(separator: " → ")
                    throw error(file(top.name), reference.position, "'\(reference.name)' includes itself (\(cycle)); a template cannot include itself, directly or through others")
                }
                if depths[reference.name] == nil { path.append((reference.name, 0)) }
            }
        }
        return depths
    }

    /// The deepest a render of `name` goes: its own nesting, or a reference's place plus the depth
    /// of what it includes and of the parents whose blocks it sits in (they render it).
    private static func depth(of name: String, _ outline: TemplateOutline, depths: [String: Int], file: (String) -> String) throws -> Int {
        var deepest = outline.deepest.depth
        for reference in outline.references {
            guard let included = depths[reference.name] else { continue }
            let depth = reference.enclosingDepth + 1 + included + reference.enclosingParents.reduce(0) { $0 + (depths[$1] ?? 0) }
            if depth > depthLimit {
                throw error(file(name), reference.position, "'\(reference.name)' nests sections and partials \(depth) deep here; at most \(depthLimit) levels are allowed")
            }
            deepest = max(deepest, depth)
        }
        return deepest
    }

    private static func error(_ file: String, _ position: SourcePosition, _ message: String) -> SiteBuildError {
        SiteBuildError("\(file):\(position.line):\(position.column): error: \(message)")
    }
}
