/// The reference page `Docs/SupportedSwiftUI.md`, written from `SupportedAPI` so the list of
/// views, modifiers and syntax cannot drift from what the evaluator runs (style anchors §10.4).
/// Generated output says so in its first line; a test keeps the committed page current.
public enum ReferencePage {
    public static let header = "<!-- generated from SupportedAPI — do not edit; regenerate with FIELDGUIDE_REGENERATE_DOCS=1 swift test --filter ReferencePageTests -->"

    /// The whole page; the same table always gives the same bytes.
    public static func markdown() -> String {
        var page: [String] = [header, "", "# Supported SwiftUI", ""]
        page.append("Fieldguide runs the Swift code blocks of an article with its own interpreter. This page lists what it understands. "
            + "An unknown view is an error and is drawn as a labelled placeholder; an unknown modifier is a warning and leaves the view unchanged.")
        page += section("Views", viewTable(SupportedAPI.layoutViews + SupportedAPI.leafViews + SupportedAPI.controlViews + SupportedAPI.inputViews))
        page += section("Grids, lazy containers and scroll views", viewTable(SupportedAPI.containerViews))
        page += section("Lists, forms, navigation and tabs", ["Drawn with their iOS 17/18 chrome (cards, bars, chevrons)."] + [""] + viewTable(SupportedAPI.systemContainerViews))
        let drawn = SupportedAPI.layoutModifiers + SupportedAPI.secondaryModifiers + SupportedAPI.drawingModifiers
            + SupportedAPI.environmentModifiers + SupportedAPI.shapeAndImageModifiers
        page += section("Modifiers", modifierTable(drawn))
        page += section("Control styles", modifierTable(SupportedAPI.controlStyleModifiers))
        page += section("Grid, scroll, safe-area and layout-value modifiers", modifierTable(SupportedAPI.containerModifiers))
        page += section("Navigation, toolbar, tab and list modifiers", modifierTable(SupportedAPI.systemContainerModifiers))
        page += section("Approximated modifiers", modifierTable(SupportedAPI.approximatedModifiers))
        page += section("Accepted and ignored", ["These change nothing a still preview shows: " + names(SupportedAPI.ignoredModifiers) + "."])
        page += syntaxSections()
        page += section("Limits", limitTable(EvaluationLimits()))
        return page.joined(separator: "\n") + "\n"
    }

    private static func section(_ title: String, _ body: [String]) -> [String] {
        ["", "## \(title)", ""] + body
    }

    private static func viewTable(_ specs: [ViewSpec]) -> [String] {
        ["| View | Forms | What it does |", "|---|---|---|"]
            + specs.sorted { $0.name < $1.name }.map { row("`\($0.name)`", forms($0.forms), $0.summary) }
    }

    private static func modifierTable(_ specs: [ModifierSpec]) -> [String] {
        ["| Modifier | Forms | What it does |", "|---|---|---|"]
            + specs.sorted { $0.name < $1.name }.map { row("`.\($0.name)`", forms($0.forms), $0.summary) }
    }

    private static func names(_ specs: [ModifierSpec]) -> String {
        specs.map(\.name).sorted().map { "`.\($0)`" }.joined(separator: ", ")
    }

    private static func forms(_ forms: [String]) -> String {
        forms.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// One table row; a `|` inside a cell would end it, so it is escaped.
    private static func row(_ cells: String...) -> String {
        "| " + cells.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |"
    }

    private static func syntaxSections() -> [String] {
        var lines = section("Swift syntax", ["Every example below previews with no diagnostics (a test runs them)."])
        var area = ""
        for construct in SupportedAPI.syntax {
            if construct.area != area {
                area = construct.area
                lines += ["", "### \(area)"]
            }
            lines += ["", construct.name + ":", "", "```swift", construct.example, "```"]
        }
        return lines
    }

    private static func limitTable(_ limits: EvaluationLimits) -> [String] {
        ["Runaway code stops with one error diagnostic instead of hanging. Defaults per code block:", "",
         "| Limit | Default |", "|---|---|",
         row("Expressions and statements evaluated", "\(limits.maxSteps)"),
         row("Nesting of calls and view bodies", "\(limits.maxDepth)"),
         row("Views created", "\(limits.maxNodes)"),
         row("Characters (UTF-8 bytes) of one string, elements of one array", "\(limits.maxLength)"),
         row("Memory of all strings, arrays and dictionaries made (approximate)", Budget.describe(bytes: limits.maxBytes)),
         row("Wall-clock time", "\(limits.timeLimit)"),
         row("Nesting of brackets and closures when parsing", "\(SnippetParser.maximumNestingLevel)")]
    }
}
