import Foundation
import Testing

/// Issue 14 (must show 4): three figures as readers see them, light and dark, with the rest of the
/// page hidden. Article 01's borders, whose frame outlines now stay hidden until asked for; the
/// alignment article's variant picker; and the HStack slider figure on a 390-pixel phone, code
/// above the preview, which is drawn smaller and says by how much; and, fourth, a figure at two
/// Dynamic Type sizes in light and dark side by side. Set `FIELDGUIDE_SCREENSHOTS`
/// to a folder to keep the PNGs for a look.
@Suite(.serialized) struct FigureScreenshotTests {
    struct Shot: CustomTestStringConvertible, Sendable {
        let page: String
        let id: String
        let width: Int
        let height: Int
        let name: String
        var testDescription: String { "\(page)#\(id) at \(width)" }
    }

    static let shots = [
        Shot(page: "01-how-layout-works.html", id: "example-2", width: 1400, height: 700, name: "issue14-borders-01-example-2"),
        Shot(page: "10-alignment-guides.html", id: "example-2", width: 1400, height: 800, name: "issue14-variants-10-example-2"),
        Shot(page: "02-hstack-and-vstack.html", id: "example-3", width: 390, height: 1300, name: "issue14-phone-02-example-3"),
        Shot(page: "20-writing-pages.html", id: "example-1", width: 1400, height: 1100, name: "issue14-side-by-side-20-example-1"),
    ]

    @Test(arguments: shots)
    func aScreenshotIsTakenInBothSchemes(_ shot: Shot) throws {
        let pngs = try FigureAlone.screenshots(page: shot.page, id: shot.id, width: shot.width, height: shot.height, name: shot.name)
        #expect(pngs.count == 2)
        #expect(pngs[0] != pngs[1], "the light and dark screenshots are the same")
    }
}
