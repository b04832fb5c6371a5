import ViewTree

extension SupportedAPI {
    /// Containers whose chrome (scrolling, navigation bars, list rows) is not drawn: their content
    /// is laid out in the stack it most resembles, with a warning, so the reader still sees it.
    static let approximatedViews: [ViewSpec] = [
        approximated("ScrollView", forms: ["ScrollView(_:showsIndicators:content:)"], "a stack along its axis; scrolling is not shown") { c in
            let horizontal = c.first?.value.caseName == "horizontal"
            return horizontal ? .hStack(alignment: .center, spacing: nil) : .vStack(alignment: .center, spacing: nil)
        },
        approximated("NavigationStack", forms: ["NavigationStack(content:)"], "its content only; the navigation bar is not drawn") { _ in .group },
        approximated("NavigationView", forms: ["NavigationView(content:)"], "its content only; the navigation bar is not drawn") { _ in .group },
        approximated("List", forms: ["List(content:)", "List(_:content:)", "List(_:id:content:)"], "a VStack; list rows and insets are not drawn") { _ in
            .vStack(alignment: .leading, spacing: nil)
        },
        approximated("Form", forms: ["Form(content:)"], "a VStack; form rows and insets are not drawn") { _ in .vStack(alignment: .leading, spacing: nil) },
        approximated("Section", forms: ["Section(content:)", "Section(_:content:)", "Section(content:header:)"], "its content only; headers are not drawn") { _ in .group },
    ]

    /// A container drawn as `kind` around its content (a data-driven `List(items) { … }` repeats it).
    private static func approximated(_ name: String, forms: [String], _ what: String, kind: @escaping @Sendable (BuiltinCall) -> ViewKind) -> ViewSpec {
        ViewSpec(name: name, forms: forms, summary: "Approximated: drawn as \(what).") { v, c in
            try v.approximatedContainer(c, as: kind(c), drawnAs: what)
        }
    }
}
