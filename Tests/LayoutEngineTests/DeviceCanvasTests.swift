import LayoutEngine
import Testing
import ViewTree

/// The device table (Containers.md §7.1): sizes and insets by name and orientation.
@Suite struct DeviceCanvasTests {
    @Test(arguments: [
        ("iPhone 16 Pro", Size(width: 402, height: 874), EdgeInsets(top: 62, bottom: 34)),
        ("iPhone 16", Size(width: 393, height: 852), EdgeInsets(top: 59, bottom: 34)),
        ("iPhone SE", Size(width: 375, height: 667), EdgeInsets(top: 20)),
        ("iPad 11-inch", Size(width: 834, height: 1194), EdgeInsets(top: 24, bottom: 20)),
    ])
    func portrait(_ name: String, _ screen: Size, _ insets: EdgeInsets) throws {
        let device = try #require(DeviceCanvas.named(name))
        #expect(device.screen == screen)
        #expect(device.safeAreaInsets == insets)
    }

    /// Landscape swaps the sides; iPhones put the bands at the sides and hide the status bar.
    @Test func landscapeSwapsTheScreen() throws {
        let device = try #require(DeviceCanvas.named("iPhone 16 Pro", orientation: .landscape))
        #expect(device.screen == Size(width: 874, height: 402))
        #expect(device.safeAreaInsets == EdgeInsets(leading: 62, bottom: 21, trailing: 62))
        #expect(device.statusBarHeight == 0)
        #expect(device.safeRect == Rect(x: 62, y: 0, width: 750, height: 381))
    }

    @Test func hardwareFollowsTheModel() throws {
        let island = try #require(DeviceCanvas.named("iPhone 16"))
        #expect(island.cutout == .dynamicIsland(Size(width: 126, height: 37), top: 11))
        #expect(island.homeIndicator == DeviceCanvas.HomeIndicator(size: Size(width: 134, height: 5), bottom: 8))
        #expect(island.cornerRadius == 55)
        let se = try #require(DeviceCanvas.named("iPhone SE"))
        #expect(se.cutout == .none && se.homeIndicator == nil && se.cornerRadius == 0)
        #expect(try #require(DeviceCanvas.named("iPhone 14")).cutout == .notch(Size(width: 162, height: 34)))
    }

    @Test func namesAreCaseInsensitiveAndUnknownOnesAreNil() {
        #expect(DeviceCanvas.named("iphone 16 pro")?.name == "iPhone 16 Pro")
        #expect(DeviceCanvas.named("Pixel 9") == nil)
        #expect(DeviceCanvas.names.contains("iPad 11-inch"))
    }
}
