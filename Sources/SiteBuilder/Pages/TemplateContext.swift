import Mustache

/// A value templates read by name. Each conforming type declares its keys once, in
/// `templateKeys`; swift-mustache's lookups (`MustacheParent`) and the page fingerprints
/// (`PageFingerprint`) both go through that table, so every name a template can read is part of
/// what decides whether a page must be rendered again.
///
/// Without `MustacheParent`, swift-mustache finds names with `Mirror`, and reflection was a third of
/// a large site's build (every page's sidebar lists every article). `child(named:)` answers exactly
/// what `Mirror` would: the stored property of that name, an optional unwrapped (nil sends the
/// lookup up the context stack), nil for other names; `PageContextTests` holds the table to that.
/// swift-mustache meets every context boxed in a `TemplateObject`, which asks `child(named:)`.
protocol TemplateContext: MustacheParent, TemplateValue {
    static var templateKeys: [TemplateKey<Self>] { get }
}

extension TemplateContext {
    func child(named name: String) -> Any? {
        Self.templateKeys.first { $0.name == name }?.value(self)
    }

    var templateValue: Any? { TemplateObject(self) }

    func combine(into hasher: inout FingerprintHasher) {
        combine(Self.templateKeys, into: &hasher)
    }

    /// Each of `keys`' values, in order. The names are left out: they are the same for every
    /// value of a type, so they tell no two contexts apart (a program whose keys differ has
    /// another fingerprint, `PageFingerprint.site`), and hashing them was half of a walk.
    func combine(_ keys: [TemplateKey<Self>], into hasher: inout FingerprintHasher) {
        for key in keys { key.combine(self, &hasher) }
    }
}

/// One name a template can read in a `Context`, and how to read and fingerprint its value.
struct TemplateKey<Context>: Sendable {
    let name: String
    /// The value as swift-mustache's `Mirror` lookup would find it.
    let value: @Sendable (Context) -> Any?
    let combine: @Sendable (Context, inout FingerprintHasher) -> Void

    init<Value: TemplateValue>(_ name: String, _ read: @escaping @Sendable (Context) -> Value) {
        self.name = name
        self.value = { read($0).templateValue }
        self.combine = { read($0).combine(into: &$1) }
    }
}

/// What a template key can hold: text, a number, a flag, a nested context, an optional or a list of them.
protocol TemplateValue {
    /// The value for swift-mustache: itself, or nil for an absent optional.
    var templateValue: Any? { get }
    func combine(into hasher: inout FingerprintHasher)
}

extension String: TemplateValue {
    var templateValue: Any? { self }
    func combine(into hasher: inout FingerprintHasher) { hasher.combine(self) }
}

extension Bool: TemplateValue {
    var templateValue: Any? { self }
    func combine(into hasher: inout FingerprintHasher) { hasher.combine(self ? 1 : 0) }
}

extension Int: TemplateValue {
    var templateValue: Any? { self }
    func combine(into hasher: inout FingerprintHasher) { hasher.combine(self) }
}

extension Optional: TemplateValue where Wrapped: TemplateValue {
    var templateValue: Any? { self?.templateValue }

    /// A marker first, so nil and an empty value differ.
    func combine(into hasher: inout FingerprintHasher) {
        hasher.combine(self == nil ? 0 : 1)
        self?.combine(into: &hasher)
    }
}

extension Array: TemplateValue where Element: TemplateValue {
    /// A list of the elements' values (`[Any]`, whatever the elements), so templates meet one
    /// list type (`TemplateObject`); an absent optional element is left out.
    var templateValue: Any? { compactMap(\.templateValue) }

    func combine(into hasher: inout FingerprintHasher) {
        hasher.combine(count)
        for element in self { element.combine(into: &hasher) }
    }
}

/// A context as swift-mustache meets it: one class whatever the context's type. Each type a
/// template reads is cast to nine of swift-mustache's protocols, and in a static binary the first
/// cast of each type to each protocol searches every conformance record (about 14,000); one type
/// for all contexts, and `[Any]` for all lists, leave a handful of such searches per process
/// instead of one set per context and list type.
final class TemplateObject: MustacheParent, CustomStringConvertible, CustomDebugStringConvertible {
    private let context: any TemplateContext

    init(_ context: some TemplateContext) {
        self.context = context
    }

    func child(named name: String) -> Any? { context.child(named: name) }

    /// A template that prints the object itself, or a list of them, shows the context as it did unboxed.
    var description: String { String(describing: context) }
    var debugDescription: String { String(reflecting: context) }
}
