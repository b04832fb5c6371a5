/// The `<defs>` of one document: gradients, clip paths and shadow filters in drawing order, each
/// with an id derived from its node's stable id, so ids never depend on counters or timing.
struct Defs {
    /// Starts every id (`RenderOptions.idPrefix`).
    let prefix: String
    private(set) var elements: [SVGElement] = []

    init(prefix: String) {
        self.prefix = prefix
    }

    /// "fg-0-1-2-fill": the prefix, the node's index path with dashes for dots (CSS-safe), the purpose.
    func id(node nodeID: String, _ purpose: String) -> String {
        [prefix, nodeID.replacingDots(), purpose].joined(separator: "-")
    }

    /// Stores a definition (which must carry its `id`) and returns the `url(#id)` that references it.
    mutating func add(_ element: SVGElement) -> String {
        elements.append(element)
        return "url(#\(element.attributes["id"] ?? ""))"
    }
}

extension String {
    fileprivate func replacingDots() -> String {
        String(map { $0 == "." ? "-" : $0 })
    }
}
