import LayoutEngine
import Testing
import ViewTree
@testable import SVGRenderer

/// A device canvas draws the whole screen around the content, as decoration only
/// (Containers.md §7.1).
@Suite struct DeviceChromeTests {
    func drawn(_ name: String, _ orientation: DeviceCanvas.Orientation = .portrait) throws -> SVGElement {
        let device = try #require(DeviceCanvas.named(name, orientation: orientation))
        return SVGRenderer().document(LayoutEngine().layout(color(.red), device: device))
    }

    /// The content is clipped to the screen's rounded shape, drawn on the screen's background.
    @Test func contentIsClippedToTheScreen() throws {
        let svg = try drawn("iPhone 16")
        #expect(svg["viewBox"] == "0 0 393 852")
        #expect(svg.all("clipPath").first?["id"] == "fg-device-screen")
        #expect(svg.children.contains { $0["clip-path"] == "url(#fg-device-screen)" && $0.children.first?["class"] == SVGRenderer.contentClass })
    }

    @Test func phonesShowTheTimeTheIslandAndTheHomeIndicator() throws {
        let chrome = try #require(try drawn("iPhone 16").all("g").first { $0["class"] == DeviceChrome.layerClass })
        #expect(chrome.all("text").map(\.text) == ["9:41"])
        let bounds = chrome.all("path").map { PathBounds($0["d"] ?? "") }
        #expect(bounds.contains(PathBounds("M133.5 11H259.5V48H133.5Z")))
        #expect(bounds.contains(PathBounds("M129.5 839H263.5V844H129.5Z")))
    }

    @Test func landscapePhonesHaveNoStatusBar() throws {
        let chrome = try drawn("iPhone 16", .landscape).all("g").first { $0["class"] == DeviceChrome.layerClass }
        #expect(chrome?.all("text").isEmpty == true)
    }

    @Test func theDeviceNeverChangesLayout() throws {
        let device = try #require(DeviceCanvas.named("iPhone SE"))
        let result = LayoutEngine().layout(color(.red), device: device)
        #expect(result.root.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(result.canvas == Size(width: 375, height: 667))
    }
}
