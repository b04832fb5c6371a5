import Foundation
import Testing
import TestSupport

/// One figure of each container article (issue 12) in headless Chromium, light and dark: the
/// drawing is there with one frame per view of its code, and a screenshot of the page with
/// everything but the figure hidden (headless Chromium draws a page scrolled to an anchor blank)
/// shows it. Set `FIELDGUIDE_SCREENSHOTS` to a folder to keep the PNGs for a look.
@Suite(.serialized) struct ContainerArticleTests {
    /// The figure and how many views its code makes, counted from the code: each view and each
    /// modifier that lays out is one frame.
    struct Figure: CustomTestStringConvertible, Sendable {
        let page: String
        let id: String
        let frames: Int
        var testDescription: String { "\(page)#\(id)" }
    }

    static let figures = [
        // Grid, two GridRows, four colours each in a frame.
        Figure(page: "14-grid.html", id: "example-1", frames: 1 + 2 + 4 * 2),
        // LazyVGrid and six framed colours (ForEach adds no view of its own).
        Figure(page: "15-lazy-grids.html", id: "example-2", frames: 1 + 6 * 2),
        // At 393 points: ViewThatFits, the HStack it chose, three framed colours.
        Figure(page: "16-view-that-fits.html", id: "example-1", frames: 2 + 3 * 2),
        // EqualWidthRow; per label background, frame, padding, Text and the background's colour.
        Figure(page: "17-custom-layout.html", id: "example-1", frames: 1 + 3 * 5),
        // safeAreaPadding, ScrollView, LazyHStack; per card containerRelativeFrame, aspectRatio, Rectangle.
        Figure(page: "18-container-relative-frame.html", id: "example-3", frames: 3 + 4 * 3),
        // ZStack, ignoresSafeArea, Color, foregroundStyle, Text.
        Figure(page: "19-scrollview-and-safe-area.html", id: "example-4", frames: 5),
    ]

    @Test(arguments: figures)
    func theFigureDrawsInBothThemes(_ figure: Figure) throws {
        let report = try ReaderSession(page: try BundledSite.folder().appendingPathComponent(figure.page)).run("""
            var scope = document.getElementById("\(figure.id)");
            ["light", "dark"].forEach(function (theme) {
              document.documentElement.dataset.theme = theme;
              var svg = page.visibleDrawing(scope);
              values[theme + "Frames"] = String(svg.querySelectorAll(".fg-frames rect").length);
              values[theme + "Drawn"] = String(svg.querySelectorAll(".fg-content > *").length);
            });
            values.drawings = String(scope.querySelectorAll("svg[role=img]").length);
            """)
        #expect(report.errors.isEmpty, "\(report.errors)")
        for theme in ["light", "dark"] {
            #expect(report.values[theme + "Frames"] == String(figure.frames), "\(theme)")
            #expect(Int(report.values[theme + "Drawn"] ?? "0") ?? 0 > 0, "\(theme)")
        }
        #expect(report.values["drawings"] == "1", "one drawing serves both themes")
    }

    @Test(arguments: figures)
    func aScreenshotAtTheFigureIsTakenInBothSchemes(_ figure: Figure) throws {
        let name = "\(figure.page.replacingOccurrences(of: ".html", with: ""))-\(figure.id)"
        for png in try FigureAlone.screenshots(page: figure.page, id: figure.id, height: 1000, name: name) {
            // A PNG's IHDR holds the width and height as big-endian 32-bit numbers at bytes 16 and 20.
            #expect(Self.bigEndian(png, at: 16) == 1280 && Self.bigEndian(png, at: 20) == 1000)
        }
    }

    private static func bigEndian(_ data: Data, at offset: Int) -> Int {
        data.dropFirst(offset).prefix(4).reduce(0) { $0 << 8 | Int($1) }
    }
}
