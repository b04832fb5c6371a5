import Foundation
import Testing
import TestSupport

/// Issue 13: the article "Forms, lists and navigation" seen in headless Chromium, light and dark:
/// a Form with sections, a List in a NavigationStack with a toolbar, a TabView and a form of text
/// fields. Each figure
/// is drawn in both themes with one frame per view of its code, and a screenshot of the page with
/// everything but the figure hidden is taken in both schemes. Set `FIELDGUIDE_SCREENSHOTS` to a
/// folder to keep the PNGs and compare them by eye with iOS 17/18 screenshots.
@Suite(.serialized) struct SystemContainerScreenshotTests {
    struct Figure: CustomTestStringConvertible, Sendable {
        let id: String
        let frames: Int
        var testDescription: String { "\(Self.page)#\(id)" }
        static let page = "21-forms-lists-and-navigation.html"
    }

    /// Frames counted from the code: each view and each modifier that lays out is one frame;
    /// ForEach adds none. A Section keeps a frame around its header, card and footer; a tab's
    /// Label and each view of a hidden tab give a frame around that tab's bar item.
    static let figures = [
        // Form, two Sections; the "Account" header Text, Text, Toggle and its Text; Text,
        // NavigationLink and its Text; the footer Text.
        Figure(id: "example-2", frames: 1 + 2 + 1 + 1 + 2 + 1 + 2 + 1),
        // NavigationStack, toolbar, navigationTitle, List, Section, the header Text, two row
        // Texts, the title Text, two ToolbarItems, each with a Button and its Text.
        Figure(id: "example-4", frames: 3 + 1 + 1 + 1 + 2 + 1 + 2 * 3),
        // TabView; the shown tab: tabItem, NavigationStack, navigationTitle, List, two Texts and
        // the title Text; the bar: each tab's Label with its Image and Text; the two hidden
        // tabs' tabItem and Text around their bar items.
        Figure(id: "example-6", frames: 1 + 7 + 3 * 3 + 2 * 2),
        // The text-field form: NavigationStack, navigationTitle, Form; the "Sign in" Section and
        // its header Text; TextField and SecureField, each with the Text of its title; the second
        // Section, the Toggle and its Text; the title Text.
        Figure(id: "example-8", frames: 3 + 2 + 2 * 2 + 1 + 2 + 1),
    ]

    @Test(arguments: figures)
    func theFigureDrawsInBothThemes(_ figure: Figure) throws {
        let report = try ReaderSession(page: try BundledSite.folder().appendingPathComponent(Figure.page)).run("""
            var scope = document.getElementById("\(figure.id)");
            ["light", "dark"].forEach(function (theme) {
              document.documentElement.dataset.theme = theme;
              var svg = page.visibleDrawing(scope);
              values[theme + "Frames"] = String(svg.querySelectorAll(".fg-frames rect").length);
              values[theme + "Drawn"] = String(svg.querySelectorAll(".fg-content > *").length);
            });
            """)
        #expect(report.errors.isEmpty, "\(report.errors)")
        for theme in ["light", "dark"] {
            #expect(report.values[theme + "Frames"] == String(figure.frames), "\(theme)")
            #expect(Int(report.values[theme + "Drawn"] ?? "0") ?? 0 > 0, "\(theme)")
        }
    }

    @Test(arguments: figures)
    func aScreenshotIsTakenInBothSchemes(_ figure: Figure) throws {
        let shots = try FigureAlone.screenshots(page: Figure.page, id: figure.id, height: 1100, name: "forms-lists-navigation-\(figure.id)")
        #expect(shots[0] != shots[1], "the light and dark screenshots are the same")
    }
}
