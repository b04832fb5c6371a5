/// SwiftUI's `Image.Scale`, set by `imageScale(_:)`: how large symbols are drawn relative to
/// the font they are sized by.
public enum ImageScale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large
}
