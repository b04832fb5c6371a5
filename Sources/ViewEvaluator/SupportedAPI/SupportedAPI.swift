/// The SwiftUI views and modifiers Fieldguide evaluates, as data: names, accepted argument forms
/// and a one-line summary. The same table runs evaluation, suggests names for typos, checks
/// argument labels, and feeds the generated reference page (style anchors §10.4).
public enum SupportedAPI {
    /// One supported view or modifier.
    public struct Entry: Sendable {
        public enum Kind: String, Sendable {
            case view
            case modifier
        }

        public let kind: Kind
        public let name: String
        /// Accepted forms in Swift's selector notation, e.g. `frame(width:height:alignment:)`.
        public let forms: [String]
        public let summary: String
    }

    /// Every entry, views first, each group sorted by name.
    public static var entries: [Entry] {
        views.map { Entry(kind: .view, name: $0.name, forms: $0.forms, summary: $0.summary) }.sorted { $0.name < $1.name }
            + modifiers.map { Entry(kind: .modifier, name: $0.name, forms: $0.forms, summary: $0.summary) }.sorted { $0.name < $1.name }
    }

    static let views: [ViewSpec] = layoutViews + containerViews + leafViews + controlViews + inputViews + systemContainerViews
    static let modifiers: [ModifierSpec] = layoutModifiers + containerModifiers + secondaryModifiers + drawingModifiers + environmentModifiers + shapeAndImageModifiers
        + controlStyleModifiers + systemContainerModifiers + ignoredModifiers + approximatedModifiers + appearanceModifiers

    private static let viewsByName = Dictionary(views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    private static let modifiersByName = Dictionary(modifiers.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    static func view(named name: String) -> ViewSpec? { viewsByName[name] }
    static func modifier(named name: String) -> ModifierSpec? { modifiersByName[name] }
    static var viewNames: [String] { views.map(\.name) }
    static var modifierNames: [String] { modifiers.map(\.name) }
}
