import ViewTree

/// A `<linearGradient>` in user space: SwiftUI maps the unit start and end points into the
/// filled shape's bounds and draws the gradient along the line between them (Apple doc
/// `LinearGradient`), which is what `gradientUnits="userSpaceOnUse"` with mapped points does.
enum GradientElement {
    /// `stops` holds each stop's colour attributes (`stops(_:scheme:)`), in the gradient's order.
    static func make(_ gradient: LinearGradient, id: String, bounds: Rect, stops: [[String: String]]) -> SVGElement {
        var element = SVGElement("linearGradient", ["id": id, "gradientUnits": "userSpaceOnUse"])
        element.set("x1", bounds.x + gradient.startPoint.x * bounds.width)
        element.set("y1", bounds.y + gradient.startPoint.y * bounds.height)
        element.set("x2", bounds.x + gradient.endPoint.x * bounds.width)
        element.set("y2", bounds.y + gradient.endPoint.y * bounds.height)
        element.children = zip(gradient.stops, stops).map { stop, colour in
            var element = SVGElement("stop", colour)
            element.set("offset", min(max(stop.location, 0), 1))
            return element
        }
        return element
    }

    /// A `<radialGradient>` in user space, its circle around the centre mapped into the bounds,
    /// as wide as the end radius; the stops sit between the start and end radii, so each offset
    /// is its radius over the end radius (SVG pads inside and beyond with the end colours, as
    /// SwiftUI does).
    static func make(_ gradient: RadialGradient, id: String, bounds: Rect, stops: [[String: String]]) -> SVGElement {
        var element = SVGElement("radialGradient", ["id": id, "gradientUnits": "userSpaceOnUse"])
        element.set("cx", bounds.x + gradient.center.x * bounds.width)
        element.set("cy", bounds.y + gradient.center.y * bounds.height)
        element.set("r", max(gradient.endRadius, 0))
        element.children = zip(gradient.stops, stops).map { stop, colour in
            let radius = gradient.startRadius + stop.location * (gradient.endRadius - gradient.startRadius)
            var element = SVGElement("stop", colour)
            element.set("offset", gradient.endRadius > 0 ? min(max(radius / gradient.endRadius, 0), 1) : 1)
            return element
        }
        return element
    }

    /// Each stop's colour in `scheme`; a transparent stop is written too, since it shapes the ramp.
    static func stops(_ stops: [LinearGradient.Stop], scheme: PaintScheme) -> [[String: String]] {
        stops.map { stop in
            if case .fixed(let dark) = scheme { return fixedStop(stop.color.resolved(dark: dark)) }
            return SchemeColor.attributes(stop.color, "stop-color", "stop-opacity", scheme: .page) ?? fixedStop(stop.color.resolved(dark: false))
        }
    }

    /// A stop whose colour differs between the schemes (a gradient derived from a system colour).
    static func stop(light: RGBA, dark: RGBA) -> [String: String] {
        CSSColor.string(light) == CSSColor.string(dark)
            ? fixedStop(light) : SchemeColor.pair(light: light, dark: dark, "stop-color") ?? fixedStop(light)
    }

    private static func fixedStop(_ color: RGBA) -> [String: String] {
        ColorFormat(color).attributes(color: "stop-color", opacity: "stop-opacity")
    }
}
