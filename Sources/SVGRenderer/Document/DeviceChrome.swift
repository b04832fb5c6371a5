import LayoutEngine
import ViewTree

/// The screen around a device canvas's content, drawn as decoration that never affects layout
/// (Containers.md §7.1): the screen's rounded corners and background, the status bar
/// (time, signal, Wi-Fi and battery, kept simple), the Dynamic Island or notch, and the home
/// indicator. Sizes come from the device (`EstimatedConstants` holds the unverified ones).
struct DeviceChrome {
    let device: DeviceCanvas
    /// The page's scheme when the drawing follows it, else the canvas's own.
    let scheme: PaintScheme
    let canvas: Size

    /// The time every Apple product shot shows.
    static let time = "9:41"
    static let layerClass = "fg-device"

    /// The screen's hardware and text: black on light, white on dark.
    private func foreground(_ property: String) -> SVGAttributes {
        SchemeColor.attributes(.system(.primary), property, property + "-opacity", scheme: scheme) ?? [:]
    }
    private var screen: Rect { Rect(origin: .zero, size: canvas) }
    private var screenPath: String {
        ShapePath.data(.roundedRectangle(cornerRadius: device.cornerRadius, style: .continuous), in: screen)
    }

    /// The screen's background, the content clipped to the screen, then the hardware on top.
    func framing(_ content: [SVGElement], defs: inout Defs) -> [SVGElement] {
        let clip = defs.add(SVGElement("clipPath", ["id": defs.id(node: "device", "screen")], children: [SVGElement("path", ["d": screenPath])]))
        var background = SVGElement("path", ["d": screenPath, "class": Self.layerClass])
        background.merge(SchemeColor.attributes(.system(.systemBackground), "fill", "fill-opacity", scheme: scheme) ?? [:])
        var edge = SVGElement("path", ["d": screenPath, "fill": "none", "vector-effect": "non-scaling-stroke"])
        edge.merge(edgeStroke)
        edge.set("stroke-width", 1)
        let hardware = SVGElement.group(["class": Self.layerClass, "aria-hidden": "true"], statusBar + cutout + homeIndicator + [edge])
        return [background, .group(["clip-path": clip], content), hardware]
    }

    /// The screen's edge, UIKit's systemGray3 (#c7c7cc light, #48484a dark).
    private var edgeStroke: SVGAttributes {
        let light = RGBA(199, 199, 204), dark = RGBA(72, 72, 74)
        switch scheme {
        case .fixed(let isDark): return ["stroke": ColorFormat(isDark ? dark : light).hex]
        case .page: return SchemeColor.pair(light: light, dark: dark, "stroke") ?? [:]
        }
    }

    // MARK: Hardware

    private var cutout: [SVGElement] {
        let landscape = device.orientation == .landscape
        switch device.cutout {
        case .dynamicIsland(let size, let top):
            let rect = landscape
                ? Rect(x: top, y: (canvas.height - size.width) / 2, width: size.height, height: size.width)
                : Rect(x: (canvas.width - size.width) / 2, y: top, width: size.width, height: size.height)
            return [SVGElement("path", ["d": ShapePath.data(.capsule(style: .circular), in: rect), "fill": "#000000"])]
        case .notch(let size):
            let rect = landscape
                ? Rect(x: -size.height, y: (canvas.height - size.width) / 2, width: 2 * size.height, height: size.width)
                : Rect(x: (canvas.width - size.width) / 2, y: -size.height, width: size.width, height: 2 * size.height)
            let shape = ShapeKind.roundedRectangle(cornerRadius: size.height * 0.6, style: .continuous)
            return [SVGElement("path", ["d": ShapePath.data(shape, in: rect), "fill": "#000000"])]
        case .none:
            return []
        }
    }

    private var homeIndicator: [SVGElement] {
        guard let indicator = device.homeIndicator else { return [] }
        let bar = Rect(
            x: (canvas.width - indicator.size.width) / 2, y: canvas.height - indicator.bottom - indicator.size.height,
            width: indicator.size.width, height: indicator.size.height)
        var path = SVGElement("path", ["d": ShapePath.data(.capsule(style: .circular), in: bar)])
        path.merge(foreground("fill"))
        return [path]
    }

    // MARK: Status bar

    /// Face ID phones put the time and the glyphs in the two "ears" beside the cut-out; other
    /// devices centre the time (iPhone SE) or start it at the leading edge (iPad).
    private var statusBar: [SVGElement] {
        let height = device.statusBarHeight
        guard height > 0 else { return [] }
        switch device.cutout {
        case .dynamicIsland(let size, let top):
            return ears(cutoutWidth: size.width, centerY: top + size.height / 2, fontSize: 17)
        case .notch(let size):
            return ears(cutoutWidth: size.width, centerY: size.height / 2 + 3, fontSize: 17)
        case .none:
            let centerY = height / 2
            let timeX = device.homeIndicator == nil ? canvas.width / 2 : 20 + 14
            return [time(x: timeX, centerY: centerY, size: 12), glyphs(rightEdge: canvas.width - 8, centerY: centerY)]
        }
    }

    private func ears(cutoutWidth: Double, centerY: Double, fontSize: Double) -> [SVGElement] {
        let ear = (canvas.width - cutoutWidth) / 2
        let glyphsWidth = 68.0
        return [time(x: ear / 2, centerY: centerY, size: fontSize), glyphs(rightEdge: canvas.width - (ear - glyphsWidth) / 2, centerY: centerY)]
    }

    private func time(x: Double, centerY: Double, size: Double) -> SVGElement {
        var text = SVGElement("text", ["font-family": FontAttributes.sansSerifFamily, "font-weight": "600", "text-anchor": "middle"], text: Self.time)
        text.merge(foreground("fill"))
        text.set("font-size", size)
        text.set("x", x)
        text.set("y", centerY + 0.36 * size)
        return text
    }

    /// Signal bars, a Wi-Fi fan and a battery, right-aligned at `rightEdge`, 68 pt wide in all.
    private func glyphs(rightEdge: Double, centerY: Double) -> SVGElement {
        let x = rightEdge - 68
        var parts: [SVGElement] = []
        for (i, height) in [3.5, 5.5, 8, 10.5].enumerated() {
            let bar = Rect(x: x + Double(i) * 4.7, y: centerY + 5.25 - height, width: 3, height: height)
            parts.append(SVGElement("path", ["d": ShapePath.data(.roundedRectangle(cornerRadius: 1, style: .circular), in: bar)]))
        }
        let fan = Point(x: x + 30, y: centerY + 5)
        for radius in [3.0, 6.5, 10] {
            let dx = radius * 0.7071, dy = radius * 0.7071
            let d = "M\(NumberFormat.list([fan.x - dx, fan.y - dy]))A\(NumberFormat.list([radius, radius])) 0 0 1 \(NumberFormat.list([fan.x + dx, fan.y - dy]))"
            var arc = SVGElement("path", ["d": d, "fill": "none", "stroke-linecap": "round"])
            arc.merge(foreground("stroke"))
            arc.set("stroke-width", 2)
            parts.append(arc)
        }
        let body = Rect(x: x + 41, y: centerY - 6, width: 25, height: 12)
        var outline = SVGElement("path", ["d": ShapePath.data(.roundedRectangle(cornerRadius: 3.5, style: .continuous), in: ShapePath.inset(body, by: 0.5)), "fill": "none"])
        outline.merge(foreground("stroke"))
        outline.set("stroke-opacity", 0.4)
        parts.append(outline)
        parts.append(SVGElement("path", ["d": ShapePath.data(.roundedRectangle(cornerRadius: 2, style: .continuous), in: ShapePath.inset(body, by: 2))]))
        var nub = SVGElement("path", ["d": ShapePath.data(.roundedRectangle(cornerRadius: 0.75, style: .circular), in: Rect(x: body.maxX + 1, y: centerY - 2, width: 1.5, height: 4))])
        nub.set("fill-opacity", 0.4)
        parts.append(nub)
        return .group(foreground("fill"), parts)
    }
}
