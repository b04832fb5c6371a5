import LayoutEngine
import SVGRenderer
import ViewTree

/// The preview settings a fence option (`width=320`) or a front matter `preview:` key
/// (`width: 320`) can set; both spell the values the same way, so one parser serves both.
enum PreviewSetting: String, CaseIterable {
    /// The widths a slider may range over, in points: a phone to a wide desktop window. The site
    /// lays a slider's preview out at the widths where its layout changes course (`WidthKeyframes`),
    /// so a range far beyond this could lay text out thousands of times (issue 17).
    static let sliderBounds = 1.0...2000.0

    case width
    case height
    case widths
    case frames
    case device
    case scroll
    /// Light and dark side by side (`dark`, `dark=on|off`).
    case dark
    /// One preview per text size (`dynamic-type=xSmall,large`, or `off`).
    case dynamicType = "dynamic-type"

    /// Reads `value` into `settings`, or returns why it cannot (a lowercase message).
    func apply(_ value: String, to settings: inout PreviewSettings) -> String? {
        switch self {
        case .width:
            guard let points = Self.points(value) else { return "'width' must be a positive number of points, not '\(value)'" }
            settings.width = points
        case .height:
            if value == "fit" {
                settings.height = .fit
            } else if let points = Self.points(value) {
                settings.height = .fixed(points)
            } else {
                return "'height' must be a positive number of points or 'fit', not '\(value)'"
            }
        case .widths:
            if value == "off" {
                settings.widths = .off
                return nil
            }
            guard let range = Self.pointRange(value) else { return "'widths' must look like '200...393' (smallest first) or be 'off', not '\(value)'" }
            guard Self.sliderBounds.contains(range.lowerBound), Self.sliderBounds.contains(range.upperBound) else {
                let bounds = "\(NumberFormat.string(Self.sliderBounds.lowerBound))...\(NumberFormat.string(Self.sliderBounds.upperBound))"
                return "'widths' must lie within \(bounds) points, not '\(value)'"
            }
            settings.widths = .range(range)
        case .frames:
            guard let flag = Self.onOff(value) else { return "'frames' must be 'on' or 'off', not '\(value)'" }
            settings.showsFrames = flag
        case .device:
            guard let canvas = PreviewDevice.canvas(value) else {
                let known = PreviewDevice.screenSlugs.joined(separator: ", ")
                return "unknown device '\(value)' (known screens: \(known), and other names of the same screens; add '\(PreviewDevice.landscapeSuffix)' to turn one sideways)"
            }
            settings.device = canvas
        case .scroll:
            guard let whole = Self.scrollExtent(value) else { return "'scroll' must be 'viewport' or 'whole', not '\(value)'" }
            settings.showsWholeScrollContent = whole
        case .dark:
            guard let flag = Self.onOff(value) else { return "'dark' must be 'on' or 'off', not '\(value)'" }
            settings.showsBothSchemes = flag
        case .dynamicType:
            switch Self.dynamicTypeSizes(value) {
            case .success(let sizes): settings.dynamicTypeSizes = sizes
            case .failure(let problem): return problem.message
            }
        }
        return nil
    }

    /// `xSmall,large` as SwiftUI's sizes; `off` for none.
    static func dynamicTypeSizes(_ value: String) -> Result<[DynamicTypeSize], SettingProblem> {
        if value == "off" { return .success([]) }
        let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !names.contains(where: \.isEmpty) else {
            return .failure(SettingProblem("'dynamic-type' must list sizes separated by commas, as in 'xSmall,large', not '\(value)'"))
        }
        var sizes: [DynamicTypeSize] = []
        for name in names {
            guard let size = DynamicTypeSize(rawValue: name) else {
                let known = DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")
                return .failure(SettingProblem("unknown Dynamic Type size '\(name)' (known sizes: \(known))"))
            }
            sizes.append(size)
        }
        return .success(sizes)
    }

    /// Why a value cannot be read (a lowercase message).
    struct SettingProblem: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// A finite, positive number such as `320` or `320.5`.
    private static func points(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite, value > 0 else { return nil }
        return value
    }

    /// `MIN...MAX` with both ends positive and MIN ≤ MAX.
    private static func pointRange(_ text: String) -> ClosedRange<Double>? {
        let ends = text.split(separator: "...", omittingEmptySubsequences: false)
        guard ends.count == 2, let low = points(String(ends[0])), let high = points(String(ends[1])), low <= high else {
            return nil
        }
        return low...high
    }

    /// `whole` shows every ScrollView's whole content; `viewport` (the default) clips it as SwiftUI does.
    private static func scrollExtent(_ text: String) -> Bool? {
        switch text {
        case "whole": true
        case "viewport": false
        default: nil
        }
    }

    /// `on`/`off`, also `true`/`false` since YAML authors write those.
    static func onOff(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "on", "true": true
        case "off", "false": false
        default: nil
        }
    }
}
