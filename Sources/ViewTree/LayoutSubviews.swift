/// SwiftUI's `LayoutSubviews`: a custom layout's children in content order, Group and ForEach
/// flattened (Containers.md §4.3).
public struct LayoutSubviews: RandomAccessCollection {
    let backend: any LayoutSubviewBackend
    public let count: Int

    public init(backend: any LayoutSubviewBackend, count: Int) {
        self.backend = backend
        self.count = count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> LayoutSubview {
        LayoutSubview(backend: backend, index: position)
    }
}
