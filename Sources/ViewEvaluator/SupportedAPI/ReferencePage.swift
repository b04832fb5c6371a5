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
        page += section("Appearance not drawn yet", ["Accepted with a warning; the view keeps its size and place."] + [""] + modifierTable(SupportedAPI.appearanceModifiers))
        page += section("Accepted, no layout effect", ["These change nothing a still preview shows, so they are accepted with no diagnostic: "
            + names(SupportedAPI.ignoredModifiers) + "."])
        page += section("Not supported yet", ["Real SwiftUI views that are not drawn yet: an error names the nearest supported view, and a labelled "
            + "placeholder stands in. Any other unknown name is an \"unknown view\" error.", ""] + notSupportedTable())
        page += section("Values", ["Dates, numbers and the other Foundation values apps show are evaluated in the en_US locale, in UTC. "
            + "`Date()` and `Date.now` are the fixed sample date **Monday, June 10, 2024, 9:41:00 AM UTC**, so a preview never changes "
            + "with the clock; `.formatted()` gives `6/10/2024, 9:41 AM`, `.iso8601` gives `2024-06-10T09:41:00Z`, and `.relative` counts from "
            + "that moment. `Calendar.current` is Gregorian in UTC; `Bundle.main` is an app named MyApp, version 1.0 (1), "
            + "`com.example.app`; `UUID()` counts up from `00000000-0000-0000-0000-000000000001`. "
            + "Before AM/PM a plain space is written where recent ICU data writes U+202F. Randomness is fixed too: "
            + "`shuffled()` keeps the order and `randomElement()` is the first element."])
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

    private static func notSupportedTable() -> [String] {
        ["| View | Nearest supported |", "|---|---|"]
            + SupportedAPI.notSupportedYet.keys.sorted().compactMap { name in SupportedAPI.notSupportedYet(name).map { row("`\(name)`", "`\($0)`") } }
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
         row("Processor time of the evaluating thread (not waiting)", "\(limits.timeLimit)"),
         row("Nesting of brackets and closures when parsing", "\(SnippetParser.maximumNestingLevel)")]
    }
}
