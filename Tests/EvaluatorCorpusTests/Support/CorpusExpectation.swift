/// The parsed `.expected` file of a corpus snippet.
///
/// ```
/// // derivation notes (ignored)
/// # preview "Name"            one section per preview, in order; the name is optional
/// Text "Hello" (154, 371, 85, 17)
/// # diagnostics               every diagnostic of the page, exactly, in order
/// 2:5: error: unknown view 'Tetx' [evaluator.unknown-view]
///   note: did you mean 'Text'?
/// # layout issues             every issue the engine reported, exactly, in preview order
/// 1:1: width -10 … [layout.invalid-frame]
/// ```
///
/// Frame lines must appear, in order, among the preview's placed nodes (depth first); nodes in
/// between are not checked. Missing `# diagnostics` / `# layout issues` sections mean "none".
struct CorpusExpectation: Equatable {
    struct PreviewSection: Equatable {
        /// `nil` when the header names no preview; then the name is not checked.
        var name: String?
        var frames: [String] = []
    }

    var previews: [PreviewSection] = []
    var diagnostics: [String] = []
    var issues: [String] = []

    var expectsError: Bool { diagnostics.contains { $0.contains(": error: ") } }
    var frameCount: Int { previews.reduce(0) { $0 + $1.frames.count } }

    init(parsing text: String) {
        enum Section { case none, preview, diagnostics, issues }
        var section = Section.none
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.hasPrefix("//") || line.allSatisfy(\.isWhitespace) { continue }
            if line == "# diagnostics" {
                section = .diagnostics
            } else if line == "# layout issues" {
                section = .issues
            } else if line.hasPrefix("# preview") {
                section = .preview
                let rest = line.dropFirst("# preview".count).drop { $0 == " " }
                previews.append(PreviewSection(name: rest.isEmpty ? nil : String(rest.dropFirst().dropLast())))
            } else {
                switch section {
                case .preview: previews[previews.count - 1].frames.append(line)
                case .diagnostics: diagnostics.append(line)
                case .issues: issues.append(line)
                case .none: previews.append(PreviewSection(name: nil, frames: [line]))
                    section = .preview
                }
            }
        }
    }
}
