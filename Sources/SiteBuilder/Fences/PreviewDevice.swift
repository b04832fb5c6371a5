import LayoutEngine

/// A `device=` value: one of the engine's device canvases, spelled as a lowercase slug of its
/// name (`iphone-16-pro`, `iphone-se`, `ipad-11-inch`), with `-landscape` for the landscape
/// orientation. Slugs keep the value one unquoted word in a fence info string.
enum PreviewDevice {
    /// The suffix that turns a device sideways.
    static let landscapeSuffix = "-landscape"

    /// One portrait slug per screen, in the engine's table order; other names of the same
    /// screens (`iphone-15` for `iphone-16`) are accepted too.
    static var screenSlugs: [String] { DeviceCanvas.screenNames.map(slug) }

    /// The canvas `value` names, or nil when no device has that slug.
    static func canvas(_ value: String) -> DeviceCanvas? {
        let wanted = value.lowercased()
        let landscape = wanted.hasSuffix(landscapeSuffix)
        let portraitSlug = landscape ? String(wanted.dropLast(landscapeSuffix.count)) : wanted
        guard let name = DeviceCanvas.names.first(where: { slug($0) == portraitSlug }) else { return nil }
        return DeviceCanvas.named(name, orientation: landscape ? .landscape : .portrait)
    }

    /// "iPhone 16 Pro" → "iphone-16-pro".
    private static func slug(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: " ", with: "-")
    }
}
