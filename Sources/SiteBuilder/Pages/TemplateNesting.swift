import Diagnostics
import MarkdownTree

/// The limits that keep swift-mustache's recursive parser and renderer within the stack: no
/// template nests sections, blocks, partials and parents deeper than `depthLimit` levels, counted
/// through everything it renders; nothing renders itself again, directly or through others (a
/// partial including itself, a page inheriting from itself, a block override that includes a
/// template expanding that block: the library lets the outermost override win, so it renders
/// again and again); no partial is named by the data (`{{>*name}}`), which could not be checked.
/// The depth counted is an upper bound; for the built-in `page` template it is 6.
///
/// The library also measures the rest of the template from every tag it reads, so parsing costs
/// the template's length times its number of tags (34,000 tags in a megabyte took ten minutes):
/// a template holds at most `sizeLimit` bytes and `tagLimit` tags, and all of them together
/// `totalSizeLimit` bytes. The built-in templates are at most 1.7 KB with 26 tags each.
enum TemplateNesting {
    static let depthLimit = 100
    /// `{{a(b(c))}}`: each transform is one more level of the library's name parser.
    static let transformLimit = 16
    static let sizeLimit = 65_536
    static let tagLimit = 1_000
    static let totalSizeLimit = 1 << 20

    /// Checks one template of `byteCount` bytes on its own, before the library parses it.
    static func checkAlone(_ outline: TemplateOutline, byteCount: Int, file: String) throws {
        if outline.deepest.depth > depthLimit {
            throw error(file, outline.deepest.position, "sections nest more than \(depthLimit) deep; flatten the template")
        }
        if let position = outline.firstTagPastLimit {
            throw error(file, position, "more than \(tagLimit) tags in one template; split it into partials")
        }
        if byteCount > sizeLimit {
            throw error(file, SourcePosition(line: 1, column: 1), "the template is \(byteCount) bytes, more than \(sizeLimit); split it into partials")
        }
        if outline.mostTransforms.count > transformLimit {
            throw error(file, outline.mostTransforms.position, "more than \(transformLimit) transforms in one tag")
        }
        if let dynamic = outline.parts.flatMap(\.edges).first(where: \.isDynamic), case .template(let name) = dynamic.target {
            throw error(file, dynamic.position, "a partial named by the data ('*\(name)') is not supported: name the partial itself")
        }
    }

    /// Checks how templates render each other: no cycle, and no path deeper than `depthLimit`;
    /// returns each template's depth. References to templates that do not exist render nothing
    /// and are left out.
    @discardableResult
    static func checkTogether(_ outlines: [String: TemplateOutline], file: (String) -> String) throws -> [String: Int] {
        let graph = Graph(outlines)
        var depths: [Graph.Node: Int] = [:]
        for root in graph.nodes where depths[root] == nil {
            // Depth-first without recursion: a chain of thousands of partials must not overflow either.
            var path: [(node: Graph.Node, steps: [Graph.Step], next: Int)] = [(root, graph.steps(from: root), 0)]
            while let top = path.last {
                guard top.next < top.steps.count else {
                    depths[top.node] = try depth(of: top.node, steps: top.steps, depths: depths, file: file)
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let step = top.steps[top.next]
                if let start = path.firstIndex(where: { $0.node == step.node }) {
                    let cycle = (path[start...].map(\.node) + [step.node]).map(\.description).joined(separator: " → ")
                    throw error(file(top.node.template), step.edge.position, "\(step.node) renders itself (\(cycle)); nothing may include itself, directly or through others")
                }
                if depths[step.node] == nil { path.append((step.node, graph.steps(from: step.node), 0)) }
            }
        }
        return depths.reduce(into: [:]) { result, entry in
            if entry.key.part == 0 { result[entry.key.template] = entry.value }
        }
    }

    /// The deepest a render of `node` goes: its own nesting, or an edge's place plus the depth of what it renders.
    private static func depth(of node: Graph.Node, steps: [Graph.Step], depths: [Graph.Node: Int], file: (String) -> String) throws -> Int {
        var deepest = node.outline.parts[node.part].deepest
        for step in steps {
            let depth = step.edge.depth + 1 + (depths[step.node] ?? 0)
            if depth > depthLimit {
                throw error(file(node.template), step.edge.position, "\(step.target) nests sections and partials \(depth) deep here; at most \(depthLimit) levels are allowed")
            }
            deepest = max(deepest, depth)
        }
        return deepest
    }

    private static func error(_ file: String, _ position: SourcePosition, _ message: String) -> SiteBuildError {
        SiteBuildError("\(file):\(position.line):\(position.column): error: \(message)")
    }
}

/// Every part of every template (`TemplateOutline.Part`) as a node, and what each renders.
private struct Graph {
    struct Node: Hashable, CustomStringConvertible {
        let template: String
        let part: Int
        let block: String?
        let outline: TemplateOutline

        static func == (a: Node, b: Node) -> Bool { a.template == b.template && a.part == b.part }
        func hash(into hasher: inout Hasher) {
            hasher.combine(template)
            hasher.combine(part)
        }

        /// `'page'`, or `the 'main' block of 'page'`.
        var description: String { block.map { "the '\($0)' block of '\(template)'" } ?? "'\(template)'" }
    }

    /// An edge of a part and one node it leads to (a block expansion leads to every override).
    struct Step {
        let edge: TemplateOutline.Edge
        let node: Node

        /// How a message names what the edge renders.
        var target: String {
            switch edge.target {
            case .template(let name): "'\(name)'"
            case .block(let name): "the '\(name)' block"
            }
        }
    }

    /// Bodies in template-name order, then each template's overridden blocks.
    let nodes: [Node]
    private let bodies: [String: Node]
    private let overrides: [String: [Node]]

    init(_ outlines: [String: TemplateOutline]) {
        let nodes = outlines.keys.sorted().flatMap { name in
            outlines[name]!.parts.indices.map { Node(template: name, part: $0, block: outlines[name]!.parts[$0].block, outline: outlines[name]!) }
        }
        self.nodes = nodes
        bodies = Dictionary(uniqueKeysWithValues: nodes.filter { $0.part == 0 }.map { ($0.template, $0) })
        overrides = Dictionary(grouping: nodes.filter { $0.block != nil }) { $0.block! }
    }

    func steps(from node: Node) -> [Step] {
        node.outline.parts[node.part].edges.flatMap { edge -> [Step] in
            switch edge.target {
            case .template(let name): bodies[name].map { [Step(edge: edge, node: $0)] } ?? []
            case .block(let name): (overrides[name] ?? []).map { Step(edge: edge, node: $0) }
            }
        }
    }
}
