/// A block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or
/// `[!CAUTION]`: GitHub renders it as a titled, coloured box ("alerts" in GitHub's docs).
public struct Callout: Hashable, Sendable {
    /// The five kinds GitHub knows, each with the title it shows.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case note
        case tip
        case important
        case warning
        case caution

        public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    public let kind: Kind
    /// The quote's blocks after the `[!KIND]` line.
    public let children: [Block]
    public let range: SourceRange

    public init(kind: Kind, children: [Block], range: SourceRange) {
        self.kind = kind
        self.children = children
        self.range = range
    }
}
