/// An `Image`: an asset with its intrinsic size (resolved by whoever reads the asset), or an SF Symbol.
public struct ImageContent: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// `Image("name")`; `size` is the asset's point size, nil when the asset is missing.
        case asset(name: String, size: Size?)
        /// `Image(systemName:)`, drawn as a symbol-sized placeholder glyph.
        case systemSymbol(name: String)
    }

    public var source: Source
    public var resizable: Bool

    public init(_ source: Source, resizable: Bool = false) {
        self.source = source
        self.resizable = resizable
    }

    public var name: String {
        switch source {
        case .asset(let name, _), .systemSymbol(let name): name
        }
    }
}
