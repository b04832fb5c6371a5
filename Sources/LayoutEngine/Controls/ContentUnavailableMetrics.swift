import ViewTree

/// `ContentUnavailableView` (Apple doc, iOS 17): Apple documents its parts, a label, an optional
/// description and optional actions, but not its metrics; neither reference spec gives them. Each
/// value below is Fieldguide's estimate [U] for that structure, not a measurement, named once
/// here so a measurement on a device replaces it here and nowhere else.
enum ContentUnavailableMetrics {
    /// The symbol: the Large Title font at the large image scale [U].
    static let iconFont = Font.style(.largeTitle)
    static let iconScale = ImageScale.large
    /// The title: Title 2, bold [U].
    static let titleFont = Font.style(.title2).bold()
    /// The description: Callout [U].
    static let descriptionFont = Font.style(.callout)
    /// From the symbol to the title [U].
    static let iconSpacing = 12.0
    /// From the title to the description [U].
    static let descriptionSpacing = 4.0
    /// From the description to the actions, and between actions [U].
    static let actionsSpacing = 16.0
    /// Around the whole, inside the space it fills [U].
    static let padding = 16.0
}
