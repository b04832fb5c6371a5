import SwiftSyntax

/// A user-declared struct or enum (or the members an extension adds to a built-in type), as the
/// interpreter needs it: stored properties for the memberwise init, members by name.
final class TypeDeclaration {
    enum Kind {
        case structure
        case enumeration
        /// `extension HorizontalAlignment { … }`, `extension View { … }`: members only.
        case builtinExtension
    }

    let name: String
    let kind: Kind
    var conformances: Set<String>
    var storedProperties: [StoredProperty] = []
    var computedProperties: [String: Function] = [:]
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var staticProperties: [String: StaticProperty] = [:]
    var staticMethods: [String: [FunctionDeclSyntax]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    var cases: [EnumCase] = []
    /// The raw-value type of an enum (`String`, `Int`), if any.
    var rawType: String?

    init(name: String, kind: Kind, conformances: Set<String>) {
        self.name = name
        self.kind = kind
        self.conformances = conformances
    }

    var isView: Bool { conformances.contains("View") }
    var isPreviewProvider: Bool { conformances.contains("PreviewProvider") }
    var isLayout: Bool { conformances.contains("Layout") }

    /// `let x: T`, `var x = 1`, `@State var x = 0`, `@Environment(\.colorScheme) var scheme`.
    struct StoredProperty {
        var name: String
        var type: String?
        var initialValue: ExprSyntax?
        var isLet: Bool
        /// `State`, `Binding`, `Environment`, … without the `@`.
        var wrapper: String?
        /// The key path of `@Environment(\.key)`.
        var wrapperArgument: ExprSyntax?
        var isOptional: Bool

        /// `Model` for `@Environment(Model.self)` and `@EnvironmentObject var m: Model`; nil otherwise.
        var environmentObjectType: String? {
            if wrapper == "EnvironmentObject" { return type?.trimmingOptionalMarks }
            guard wrapper == "Environment", let access = wrapperArgument?.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self" else { return nil }
            return access.base?.trimmedDescription
        }

        /// `key` for `@Environment(\.key)`; nil otherwise.
        var environmentKey: String? {
            guard wrapper == "Environment", let path = wrapperArgument?.as(KeyPathExprSyntax.self) else { return nil }
            return path.components.last?.trimmedDescription.trimmingCharacters(in: ".")
        }

        /// A memberwise-init parameter: stored, not an environment read, and not a `let` with a value.
        var isInitParameter: Bool {
            if let wrapper, ["Environment", "EnvironmentObject", "Namespace", "FocusState", "AccessibilityFocusState"].contains(wrapper) { return false }
            return !(isLet && initialValue != nil)
        }
    }

    /// `static let x = …` (evaluated once, on first use) or `static var x: T { … }`.
    enum StaticProperty {
        case stored(ExprSyntax, type: String?)
        case computed(CodeBlockItemListSyntax, type: String?)
    }

    /// `case name(params) = raw`.
    struct EnumCase {
        var name: String
        var rawValue: ExprSyntax?
        var parameterLabels: [String?]
    }
}
