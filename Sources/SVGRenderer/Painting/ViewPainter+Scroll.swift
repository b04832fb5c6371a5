import LayoutEngine
import ViewTree

extension ViewPainter {
    /// How far the content fades out towards an edge where it continues, in points.
    static let scrollFadeLength = 28.0
    /// The scroll indicator: thickness, distance from the scroll view's edges, shortest length.
    static let indicatorThickness = 3.0
    static let indicatorInset = 3.0
    static let indicatorMinimumLength = 36.0

    /// A ScrollView draws its content clipped to the viewport (Containers.md §6.2, §6.5),
    /// fading it out towards an edge past which the content continues and drawing a faint
    /// indicator over it. With the whole content laid out, a dashed line marks where the viewport
    /// would end instead.
    mutating func paintScroll(_ node: PlacedNode) -> [SVGElement] {
        let content = paintChildren(node.children)
        guard let scroll = node.scroll else { return content }
        guard scroll.clips else { return content + foldLines(scroll, node) }
        let clipPath = SVGElement("path", ["d": ShapePath.data(.rectangle, in: scroll.viewport)])
        let clip = defs.add(SVGElement("clipPath", ["id": defs.id(node: node.id, "viewport")], children: [clipPath]))
        guard !content.isEmpty else { return [] }
        var drawn = SVGElement.group(["clip-path": clip], content)
        for axis in Self.continuing(scroll) {
            drawn = .group(["mask": fade(scroll.viewport, along: axis, node)], [drawn])
        }
        return [drawn] + indicators(scroll, node)
    }

    /// The scroll axes along which the content reaches past the viewport's far edge.
    static func continuing(_ scroll: ScrollGeometry) -> [Axis] {
        [Axis.vertical, .horizontal].filter { axis in
            scroll.axes.includes(axis) && scroll.content.maxAlong(axis) > scroll.viewport.maxAlong(axis) + 0.5
        }
    }

    /// A mask that is opaque over the viewport except for a ramp to transparent at its far edge.
    private mutating func fade(_ viewport: Rect, along axis: Axis, _ node: PlacedNode) -> String {
        let purpose = axis == .vertical ? "fade-bottom" : "fade-trailing"
        let length = min(Self.scrollFadeLength, viewport.size[axis] / 3)
        let end = viewport.maxAlong(axis)
        var ramp = SVGElement("linearGradient", ["id": defs.id(node: node.id, purpose + "-ramp"), "gradientUnits": "userSpaceOnUse"], children: [
            SVGElement("stop", ["offset": "0", "stop-color": "#ffffff"]),
            SVGElement("stop", ["offset": "1", "stop-color": "#000000"]),
        ])
        ramp.set(axis == .vertical ? "x1" : "y1", 0)
        ramp.set(axis == .vertical ? "x2" : "y2", 0)
        ramp.set(axis == .vertical ? "y1" : "x1", end - length)
        ramp.set(axis == .vertical ? "y2" : "x2", end)
        let fill = defs.add(ramp)
        var mask = Self.rect(viewport, name: "mask")
        mask.attributes["id"] = defs.id(node: node.id, purpose)
        mask.attributes["maskUnits"] = "userSpaceOnUse"
        mask.children = [Self.rect(viewport, ["fill": fill])]
        return defs.add(mask)
    }

    /// A short rounded bar at the start of each scrolling axis whose content overflows, as long
    /// as the visible share of the content, in the scroll view's own frame.
    private func indicators(_ scroll: ScrollGeometry, _ node: PlacedNode) -> [SVGElement] {
        let colour = solid(.primary, .fill, node)
        return Self.continuing(scroll).filter { scroll.indicators.includes($0) }.map { axis in
            let frame = node.frame
            let track = frame.size[axis] - 2 * Self.indicatorInset
            let share = frame.size[axis] / max(scroll.content.size[axis], 1)
            let length = min(track, max(Self.indicatorMinimumLength, track * share))
            let across = (axis == .vertical ? frame.maxX : frame.maxY) - Self.indicatorInset - Self.indicatorThickness
            let bar = axis == .vertical
                ? Rect(x: across, y: frame.y + Self.indicatorInset, width: Self.indicatorThickness, height: length)
                : Rect(x: frame.x + Self.indicatorInset, y: across, width: length, height: Self.indicatorThickness)
            var element = SVGElement("path", colour.merging(["d": ShapePath.data(.capsule(style: .circular), in: bar), "class": "fg-scroll-indicator"]) { $1 })
            element.set("fill-opacity", 0.35)
            return element
        }
    }

    /// Dashed lines where the viewport would end, across the whole laid-out content.
    private func foldLines(_ scroll: ScrollGeometry, _ node: PlacedNode) -> [SVGElement] {
        Self.continuing(scroll).map { axis in
            let at = scroll.viewport.maxAlong(axis)
            var line = SVGElement("line", ["stroke": "#8e8e93", "stroke-dasharray": "4 3", "vector-effect": "non-scaling-stroke", "class": "fg-scroll-fold"])
            line.set(axis == .vertical ? "y1" : "x1", at)
            line.set(axis == .vertical ? "y2" : "x2", at)
            line.set(axis == .vertical ? "x1" : "y1", axis == .vertical ? node.frame.x : node.frame.y)
            line.set(axis == .vertical ? "x2" : "y2", axis == .vertical ? node.frame.maxX : node.frame.maxY)
            line.children = [SVGElement("title", text: "The viewport ends here")]
            return line
        }
    }
}

extension Rect {
    /// The far edge along `axis`: `maxX` or `maxY`.
    fileprivate func maxAlong(_ axis: Axis) -> Double { axis == .vertical ? maxY : maxX }
}
