/// SwiftUI's `ContentMode` for `aspectRatio`, `scaledToFit` and `scaledToFill`.
public enum AspectContentMode: String, Hashable, Sendable {
    case fit, fill
}
