/// The storage a custom layout's `Cache` lives in between its calls during one layout run
/// (Containers.md §4.5). The engine keeps it; only the layout's closures read it.
public struct LayoutCache {
    public var value: Any?

    public init(_ value: Any? = nil) {
        self.value = value
    }
}
