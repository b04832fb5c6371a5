/// SwiftUI's `DynamicTypeSize`, from xSmall to accessibility5; `.large` is the default.
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var index: Int { Self.allCases.firstIndex(of: self)! }
    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
