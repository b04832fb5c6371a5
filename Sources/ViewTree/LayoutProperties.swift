/// SwiftUI's `LayoutProperties`: what a custom layout tells its children about itself
/// (Containers.md §4.8).
public struct LayoutProperties: Hashable, Sendable {
    /// The axis a Spacer or Divider child lies along; nil makes Spacers two-dimensional.
    public var stackOrientation: Axis?

    public init(stackOrientation: Axis? = nil) {
        self.stackOrientation = stackOrientation
    }
}
