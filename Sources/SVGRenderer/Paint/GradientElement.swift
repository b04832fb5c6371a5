import ViewTree

/// A `<linearGradient>` in user space: SwiftUI maps the unit start and end points into the
/// filled shape's bounds and draws the gradient along the line between them (Apple doc
/// `LinearGradient`), which is what `gradientUnits="userSpaceOnUse"` with mapped points does.
enum GradientElement {
    /// `stops` are the gradient's stops with their colours (`stops(_:scheme:)`), in its order.
    static func make(_ gradient: LinearGradient, id: String, bounds: Rect, stops: [GradientStop]) -> SVGElement {
        var element = SVGElement("linearGradient", ["id": id, "gradientUnits": "userSpaceOnUse"])
        element.set("x1", bounds.x + gradient.startPoint.x * bounds.width)
        element.set("y1", bounds.y + gradient.startPoint.y * bounds.height)
        element.set("x2", bounds.x + gradient.endPoint.x * bounds.width)
        element.set("y2", bounds.y + gradient.endPoint.y * bounds.height)
        element.children = GradientStop.premultiplied(stops).map { stop in
            var element = SVGElement("stop", stop.attributes)
            element.set("offset", min(max(stop.location, 0), 1))
            return element
        }
        return element
    }

    /// A `<radialGradient>` in user space, its circle around the centre mapped into the bounds,
    /// as wide as the end radius; the stops sit between the start and end radii, so each offset
    /// is its radius over the end radius (SVG pads inside and beyond with the end colours, as
    /// SwiftUI does).
    static func make(_ gradient: RadialGradient, id: String, bounds: Rect, stops: [GradientStop]) -> SVGElement {
        var element = SVGElement("radialGradient", ["id": id, "gradientUnits": "userSpaceOnUse"])
        element.set("cx", bounds.x + gradient.center.x * bounds.width)
        element.set("cy", bounds.y + gradient.center.y * bounds.height)
        element.set("r", max(gradient.endRadius, 0))
        element.children = GradientStop.premultiplied(stops).map { stop in
            let radius = gradient.startRadius + stop.location * (gradient.endRadius - gradient.startRadius)
            var element = SVGElement("stop", stop.attributes)
            element.set("offset", gradient.endRadius > 0 ? min(max(radius / gradient.endRadius, 0), 1) : 1)
            return element
        }
        return element
    }

    /// Each stop's colour in `scheme`; a transparent stop is written too, since it shapes the ramp.
    static func stops(_ stops: [LinearGradient.Stop], scheme: PaintScheme) -> [GradientStop] {
        stops.map { stop in
            let light = stop.color.resolved(dark: false), dark = stop.color.resolved(dark: true)
            let attributes: SVGAttributes
            if case .fixed(let isDark) = scheme {
                attributes = fixedStop(isDark ? dark : light)
            } else {
                attributes = SchemeColor.attributes(stop.color, "stop-color", "stop-opacity", scheme: .page) ?? fixedStop(light)
            }
            return GradientStop(location: stop.location, attributes: attributes, isClear: isClear(light, dark, scheme))
        }
    }

    /// A stop whose colour differs between the schemes (a gradient derived from a system colour).
    static func stop(_ location: Double, light: RGBA, dark: RGBA) -> GradientStop {
        let attributes = CSSColor.string(light) == CSSColor.string(dark)
            ? fixedStop(light) : SchemeColor.pair(light: light, dark: dark, "stop-color") ?? fixedStop(light)
        return GradientStop(location: location, attributes: attributes, isClear: isClear(light, dark, .page))
    }

    /// Whether the colour draws nothing in the scheme(s) it is written for.
    private static func isClear(_ light: RGBA, _ dark: RGBA, _ scheme: PaintScheme) -> Bool {
        switch scheme {
        case .fixed(let isDark): ColorFormat(isDark ? dark : light).isInvisible
        case .page: ColorFormat(light).isInvisible && ColorFormat(dark).isInvisible
        }
    }

    private static func fixedStop(_ color: RGBA) -> SVGAttributes {
        ColorFormat(color).attributes(color: "stop-color", opacity: "stop-opacity")
    }
}
