import Diagnostics
import Yams

/// Reads a front matter block's YAML (with Yams) into a `FrontMatter`; broken YAML, wrong types and
/// unknown keys become diagnostics at their line and UTF-8 column in the Markdown file.
struct FrontMatterParser {
    /// What parsing produced: the typed fields that could be read, and the problems.
    struct Result {
        let frontMatter: FrontMatter
        let diagnostics: [Diagnostic]
    }

    private let block: FrontMatterSplitter.YAMLBlock
    private let lines: SourceText
    private var fields = Fields()
    private var diagnostics: [Diagnostic] = []

    init(yaml block: FrontMatterSplitter.YAMLBlock) {
        self.block = block
        self.lines = SourceText(block.text.utf8)
    }

    /// 1. Refuse complex keys. 2. Compose the YAML into nodes. 3. Require a mapping. 4. Read each key into its field.
    func parse() -> Result {
        var parser = self
        parser.readDocument()
        parser.settleOrder()
        return Result(frontMatter: parser.fields.frontMatter(range: block.range), diagnostics: parser.diagnostics)
    }

    private mutating func readDocument() {
        if let offset = ComplexKeyFinder.firstComplexKey(in: block.text) {
            let message = "front matter keys must be plain names, not '?' keys, aliases or '[…]' collections"
            diagnostics.append(Diagnostic(.error, .frontMatterInvalidYAML, message, at: fileLine(lines.position(ofOffset: offset))))
            return
        }
        let root: Node?
        do {
            // Yams' default resolver and constructor are left unused: each key reads its value as
            // text, a number or a flag itself (`read(key:value:)`), whatever tag YAML would give it,
            // and the default resolver compiles a dozen regular expressions on first use, about
            // 2 ms of every rebuild. The encoding is named: Yams' default reads the whole process
            // environment for an override on every call, 1% of a cold build.
            root = try Yams.compose(yaml: block.text, .basic, Constructor([:], [:], [:]), .utf8)
        } catch {
            report(error)
            return
        }
        switch root {
        case nil:
            return
        case .mapping(let mapping)?:
            for (key, value) in mapping { read(key: key, value: value) }
        case let node?:
            diagnose(.error, .frontMatterNotAMapping, "front matter must be a mapping of 'key: value' lines", at: node.mark)
        }
    }

    private mutating func read(key: Node, value: Node) {
        let name = key.string ?? ""
        switch name {
        case "title": fields.title = string(value, for: name)
        case "summary": fields.summary = string(value, for: name)
        case "section": fields.section = string(value, for: name)
        case "order": fields.order = typed(value, for: name, as: "an integer", value.int)
        case "weight": (fields.weight, fields.weightMark) = (typed(value, for: name, as: "an integer", value.int), key.mark)
        case "slug": fields.slug = urlName(value, for: name)
        case "aliases": fields.aliases = strings(value, for: name)
        case "urls": fields.urls = typed(value, for: name, as: "'pretty' or 'files'", ["pretty", "files"].contains(value.string ?? "") ? value.string : nil)
        case "redirects": fields.redirects = typed(value, for: name, as: "'true' or 'false'", value.bool) ?? false
        case "og-image": fields.socialImages = typed(value, for: name, as: "'true' or 'false'", value.bool)
        case "draft": fields.isDraft = typed(value, for: name, as: "'true' or 'false'", value.bool) ?? false
        case "preview": fields.preview = rawMapping(value)
        case "repository": fields.repository = webAddress(value, for: name)
        case "branch": fields.branch = string(value, for: name)
        default: unknownKey(name, at: key.mark, known: Self.knownKeys)
        }
    }

    static let knownKeys = "aliases, branch, draft, og-image, order, preview, redirects, repository, section, slug, summary, title, urls, weight"

    /// `weight` is `order` under the name Hugo uses; when both are set `order` wins, and the
    /// ignored `weight` is reported so the page's place is never a surprise.
    private mutating func settleOrder() {
        guard let weight = fields.weight else { return }
        guard let order = fields.order else {
            fields.order = weight
            return
        }
        let message = "both 'order' (\(order)) and 'weight' (\(weight)) are set; 'order' is used: remove one of them"
        diagnose(.warning, .frontMatterInvalidValue, message, at: fields.weightMark)
    }

    /// A URL name: one path segment, without `/`, `..` or spaces, so a page can only be published
    /// inside its own folder.
    private mutating func urlName(_ node: Node, for key: String) -> String? {
        let text = node.scalar?.string ?? ""
        let isName = !text.isEmpty && text != "." && text != ".." && !text.contains(where: { $0 == "/" || $0 == "\\" || $0.isWhitespace })
        return typed(node, for: key, as: "one URL name without '/' or spaces, as in 'frames'", isName ? text : nil)
    }

    /// A list of strings; a single string is taken as a list of one.
    private mutating func strings(_ node: Node, for key: String) -> [String] {
        if let text = node.scalar?.string { return [text] }
        let items = node.sequence.map { $0.map { $0.scalar?.string } }
        guard let items, items.allSatisfy({ $0 != nil }) else {
            invalid("'\(key)' must be a list of site paths, as in '[old/frames.html]'", at: node.mark)
            return []
        }
        return items.compactMap { $0 }
    }

    /// `preview:` unread: the site gives its entries their meaning.
    private func rawMapping(_ node: Node) -> FrontMatter.RawMapping {
        guard case .mapping(let mapping) = node else { return .notAMapping(at: position(of: node.mark)) }
        return .entries(mapping.map { key, value in
            FenceInfo.Token(
                key: key.string ?? "", value: value.scalar?.string,
                keyPosition: position(of: key.mark), valuePosition: position(of: value.mark))
        })
    }

    private mutating func string(_ node: Node, for key: String) -> String? {
        typed(node, for: key, as: "text", node.scalar?.string)
    }

    /// An `http`/`https` address: pages link to it, so no other scheme (`javascript:`) gets in.
    private mutating func webAddress(_ node: Node, for key: String) -> String? {
        let text = node.scalar?.string
        let isWeb = text.map { $0.lowercased().hasPrefix("https://") || $0.lowercased().hasPrefix("http://") } ?? false
        return typed(node, for: key, as: "a web address starting with https://, as in 'https://github.com/you/guide'", isWeb ? text : nil)
    }

    private mutating func typed<T>(_ node: Node, for key: String, as expected: String, _ value: T?) -> T? {
        if value == nil { invalid("'\(key)' must be \(expected)", at: node.mark) }
        return value
    }

    private mutating func unknownKey(_ name: String, at mark: Mark?, known: String) {
        diagnose(.warning, .frontMatterUnknownKey, "unknown front matter key '\(name)' is ignored (known keys: \(known))", at: mark)
    }

    private mutating func invalid(_ message: String, at mark: Mark?) {
        diagnose(.error, .frontMatterInvalidValue, message, at: mark)
    }

    /// Turns a Yams error into a diagnostic at the problem's position.
    private mutating func report(_ error: Error) {
        let id: DiagnosticID = .frontMatterInvalidYAML
        switch error as? YamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _), .composer(let context, let problem, let mark, _):
            diagnose(.error, id, "invalid YAML: \(YAMLProblemWording.plain(problem, context: context?.text))", at: mark)
        case .duplicatedKeysInMapping(let duplicates, let context):
            diagnose(.error, id, "invalid YAML: duplicate key '\(duplicates.joined(separator: "', '"))'", at: context.mark)
        case .reader(let problem, let offset, _, _):
            let position = lines.position(ofOffset: offset ?? 0)
            diagnostics.append(Diagnostic(.error, id, "invalid YAML: \(YAMLProblemWording.plain(problem, context: nil))", at: fileLine(position)))
        default:
            diagnose(.error, id, "invalid YAML: the front matter cannot be read; check it line by line", at: nil)
        }
    }

    private mutating func diagnose(_ severity: DiagnosticSeverity, _ id: DiagnosticID, _ message: String, at mark: Mark?) {
        diagnostics.append(Diagnostic(severity, id, message, at: position(of: mark)))
    }

    /// A Yams mark (1-based line, column in Unicode scalars) as a file position with a UTF-8 column;
    /// without a mark, the front matter's opening line.
    private func position(of mark: Mark?) -> SourcePosition {
        guard let mark, mark.line >= 1 else { return block.range.start }
        let column = lines.utf8Column(line: mark.line, scalarColumn: mark.column)
        return fileLine(SourcePosition(line: mark.line, column: column))
    }

    private func fileLine(_ yamlPosition: SourcePosition) -> SourcePosition {
        SourcePosition(line: yamlPosition.line + block.firstLine - 1, column: yamlPosition.column)
    }
}

extension FrontMatterParser {
    /// The fields read so far.
    private struct Fields {
        var title: String?
        var summary: String?
        var order: Int?
        var section: String?
        var isDraft = false
        var preview: FrontMatter.RawMapping?
        var repository: String?
        var branch: String?
        var weight: Int?
        var weightMark: Mark?
        var slug: String?
        var aliases: [String] = []
        var urls: String?
        var redirects = false
        var socialImages: Bool?

        func frontMatter(range: SourceRange) -> FrontMatter {
            FrontMatter(
                title: title, summary: summary, order: order, section: section, isDraft: isDraft, preview: preview,
                repository: repository, branch: branch, slug: slug, aliases: aliases, urls: urls, redirects: redirects,
                socialImages: socialImages, range: range)
        }
    }
}
