/// What a `GeometryReader`'s content closure receives: the reader's final size.
public struct GeometryProxy: Hashable, Sendable {
    public var size: Size

    public init(size: Size) {
        self.size = size
    }
}
