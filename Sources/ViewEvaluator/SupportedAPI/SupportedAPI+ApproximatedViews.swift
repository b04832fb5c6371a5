import ViewTree

extension SupportedAPI {
    /// Containers whose chrome (scrolling, navigation bars, list rows) is not drawn: their content
    /// is laid out in the stack it most resembles, with a warning, so the reader still sees it.
    static let approximatedViews: [ViewSpec] = [
        approximated("ScrollView", forms: ["ScrollView(_:showsIndicators:content:)"], "a stack along its axis; scrolling is not shown") { i, c in
            let horizontal = c.first.flatMap { i.caseName($0.value) } == "horizontal"
            return horizontal ? .hStack(alignment: .center, spacing: nil) : .vStack(alignment: .center, spacing: nil)
        },
        approximated("NavigationStack", forms: ["NavigationStack(content:)"], "its content only; the navigation bar is not drawn") { _, _ in .group },
        approximated("NavigationView", forms: ["NavigationView(content:)"], "its content only; the navigation bar is not drawn") { _, _ in .group },
        approximated("List", forms: ["List(content:)", "List(_:content:)", "List(_:id:content:)"], "a VStack; list rows and insets are not drawn") { _, _ in
            .vStack(alignment: .leading, spacing: nil)
        },
        approximated("Form", forms: ["Form(content:)"], "a VStack; form rows and insets are not drawn") { _, _ in .vStack(alignment: .leading, spacing: nil) },
        approximated("Section", forms: ["Section(content:)", "Section(_:content:)", "Section(content:header:)"], "its content only; headers are not drawn") { _, _ in .group },
    ]

    /// A container drawn as `kind` around its content (a data-driven `List(items) { … }` repeats it).
    private static func approximated(
        _ name: String, forms: [String], _ what: String, kind: @escaping @Sendable (Interpreter, BuiltinCall) -> ViewKind
    ) -> ViewSpec {
        ViewSpec(name: name, forms: forms, summary: "Approximated: drawn as \(what).") { i, c in
            i.report(.warning, .approximated, "'\(name)' is drawn as \(what)", at: c.location)
            var content: [ViewNode] = []
            if name == "List", let data = c.first?.value, case .function(let row)? = c.content {
                try i.forEachElement(of: data, at: c.location) { element in
                    content += try i.views(of: try i.callFunction(row, arguments: [Argument(label: nil, value: element)], at: c.location, asViewBuilder: true), at: c.location)
                    return true
                }
            } else {
                content = try i.builderViews(c.content, at: c.location)
            }
            return .view(try i.node(kind(i, c), content, at: c.location, displayName: name))
        }
    }
}
