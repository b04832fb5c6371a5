import ViewTree

/// A `<linearGradient>` in user space: SwiftUI maps the unit start and end points into the
/// filled shape's bounds and draws the gradient along the line between them (Apple doc
/// `LinearGradient`), which is what `gradientUnits="userSpaceOnUse"` with mapped points does.
enum GradientElement {
    static func make(_ gradient: LinearGradient, id: String, bounds: Rect, dark: Bool) -> SVGElement {
        var element = SVGElement("linearGradient", ["id": id, "gradientUnits": "userSpaceOnUse"])
        element.set("x1", bounds.x + gradient.startPoint.x * bounds.width)
        element.set("y1", bounds.y + gradient.startPoint.y * bounds.height)
        element.set("x2", bounds.x + gradient.endPoint.x * bounds.width)
        element.set("y2", bounds.y + gradient.endPoint.y * bounds.height)
        element.children = gradient.stops.map { stop(for: $0, dark: dark) }
        return element
    }

    private static func stop(for stop: LinearGradient.Stop, dark: Bool) -> SVGElement {
        var element = SVGElement("stop", ColorFormat(stop.color.resolved(dark: dark)).attributes(color: "stop-color", opacity: "stop-opacity"))
        element.set("offset", min(max(stop.location, 0), 1))
        return element
    }
}
