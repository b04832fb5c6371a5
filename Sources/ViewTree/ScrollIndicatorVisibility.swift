/// SwiftUI's `ScrollIndicatorVisibility` for `scrollIndicators(_:axes:)`.
public enum ScrollIndicatorVisibility: String, Hashable, Sendable {
    case automatic, visible, hidden, never

    /// Whether a preview draws the indicator.
    public var isShown: Bool { self == .automatic || self == .visible }
}

/// SwiftUI's `ContentMarginPlacement` for `contentMargins(_:_:for:)`: the scroll content, the
/// indicators, or both (`.automatic`) (Containers.md §6.4).
public enum ContentMarginPlacement: String, Hashable, Sendable {
    case automatic, scrollContent, scrollIndicators
}
