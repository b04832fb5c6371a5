import ViewTree

/// What a preview's surroundings hold for `@Environment(\.colorScheme)` and
/// `@Environment(\.dynamicTypeSize)`: the scheme and text size the preview is drawn in. Code that
/// reads them builds its views for that look (Apple doc `EnvironmentValues`), so a dark or
/// accessibility-size preview of such code is evaluated in its own environment.
public struct PreviewEnvironment: Hashable, Sendable {
    public var isDark: Bool
    public var dynamicTypeSize: DynamicTypeSize

    public init(isDark: Bool = false, dynamicTypeSize: DynamicTypeSize = .large) {
        self.isDark = isDark
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// An iPhone in light mode at the default text size: what a block is first evaluated in.
    public static let standard = PreviewEnvironment()

    /// Whether code that read `keys` (`BlockEvaluation.environmentKeysRead`) may build other views here than in `standard`.
    public func changes(_ keys: Set<String>) -> Bool {
        (keys.contains("colorScheme") && isDark != Self.standard.isDark)
            || (keys.contains("dynamicTypeSize") && dynamicTypeSize != Self.standard.dynamicTypeSize)
    }

    /// The values `@Environment` reads, by key.
    var values: [String: Value] {
        [
            "colorScheme": .symbol(Symbol(name: isDark ? "dark" : "light", arguments: nil)),
            "dynamicTypeSize": .symbol(Symbol(name: dynamicTypeSize.rawValue, arguments: nil)),
        ]
    }
}
