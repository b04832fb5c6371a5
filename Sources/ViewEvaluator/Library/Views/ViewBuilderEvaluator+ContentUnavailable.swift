import ViewTree

/// `ContentUnavailableView` (Apple doc, iOS 17): what a screen shows when it has nothing to show,
/// a label with an optional description and actions; `ControlExpansion` draws it.
extension ViewBuilderEvaluator {
    /// `ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("…"))`, the
    /// same with `image:`, or `ContentUnavailableView { label } description: { … } actions: { … }`.
    func contentUnavailable(_ c: BuiltinCall) throws -> Value {
        let label: ViewNode
        if let title = c.first {
            let iconName = (c.arguments["systemImage"] ?? c.arguments["image"])?.value.asString ?? ""
            let source: ImageContent.Source = c.arguments["image"] != nil
                ? .asset(name: iconName, size: context.assets[iconName]) : .systemSymbol(name: iconName)
            let icon = try node(.image(ImageContent(source)), at: title.location)
            label = try node(.control(.label), [try titleText(title), icon], at: c.location)
        } else {
            label = try singleView(of: .views(try builderViews(c.arguments["label"]?.value ?? c.content, at: c.location)), at: c.location)
        }
        let description = try builderViews(c.arguments["description"]?.value, at: c.location)
        let actions = try builderViews(c.arguments["actions"]?.value, at: c.location)
        let parts = [label] + (description.isEmpty ? [] : [try singleView(of: .views(description), at: c.location)]) + actions
        return .view(try node(.control(.contentUnavailable(hasDescription: !description.isEmpty)), parts, at: c.location))
    }

    /// `ContentUnavailableView.search` and `.search(text:)`: "No Results" (for “text” when the
    /// text is not empty) over the hint to check the spelling, under a magnifying glass, as iOS 17
    /// shows them in English (Apple doc `ContentUnavailableView.search`; strings read off iOS [U]).
    func contentUnavailableSearch(text: String?, at here: SourceLocation) throws -> Value {
        let title = text.map { $0.isEmpty ? "No Results" : "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
        let label = try node(.control(.label), [
            try node(.text(TextContent(title)), at: here), try node(.image(ImageContent(.systemSymbol(name: "magnifyingglass"))), at: here),
        ], at: here)
        let description = try node(.text(TextContent("Check the spelling or try a new search.")), at: here)
        return .view(try node(.control(.contentUnavailable(hasDescription: true)), [label, description], at: here))
    }
}
