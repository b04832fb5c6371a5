import ViewTree

/// One `<stop>` before it is placed: where it sits along the gradient (0…1) and its colour
/// attributes in the node's scheme.
struct GradientStop: Equatable {
    var location: Double
    var attributes: SVGAttributes
    /// Whether the stop draws nothing in either scheme (`Color.clear`, `.opacity(0)`).
    var isClear: Bool

    /// SwiftUI blends a gradient's colours premultiplied by their alpha, so a fade to `.clear`
    /// keeps the visible colour's hue (no grey band), as CSS Images 3 §3.5.1 also specifies; SVG
    /// blends unpremultiplied. Giving each clear stop its visible neighbours' colour at opacity 0
    /// (two stops at one offset when both sides are visible) makes SVG draw the premultiplied ramp.
    static func premultiplied(_ stops: [GradientStop]) -> [GradientStop] {
        stops.indices.flatMap { i -> [GradientStop] in
            guard stops[i].isClear else { return [stops[i]] }
            let sides = [i - 1, i + 1].filter { stops.indices.contains($0) && !stops[$0].isClear }
            guard !sides.isEmpty else { return [stops[i]] }
            return sides.map { side in
                var attributes = stops[side].attributes
                attributes["stop-opacity"] = "0"
                return GradientStop(location: stops[i].location, attributes: attributes, isClear: true)
            }
        }
    }
}
