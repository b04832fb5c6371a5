/// SwiftUI's `PinnedScrollableViews`: the section parts a lazy container keeps on screen while
/// scrolling. A static preview shows scroll offset 0, where pinned parts are ordinary rows
/// (Containers.md §2.4).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
