import LayoutEngine
import ViewTree

/// One tree with most view kinds, modifiers and controls, laid out at iPhone width.
enum GallerySample {
    static func layout() -> LayoutResult {
        let root = vStack([
            shapes, label, effects, ViewNode(.divider),
            ViewNode(.control(.toggle(isOn: true)), children: [text("Wi-Fi")]),
            ViewNode(.control(.toggle(isOn: false)), children: [text("Off")]),
            ViewNode(.control(.picker(selected: 1)), children: [text("P"), text("One"), text("Two"), text("Three")]).environment(.pickerStyle(.segmented)),
            ViewNode(.control(.progressView(value: 0.4))),
            ViewNode(.control(.progressView(value: nil))),
            ViewNode(.placeholder(label: "List")),
            text("A longer line of text that wraps onto several lines").font(size: 12).environment(.foregroundStyle(.system(.secondary))),
            ViewNode(.control(.groupBox(hasLabel: true)), children: [text("Group"), text("Content")]),
        ]).modified(.padding(edges: .all, length: nil))
        return LayoutEngine().layout(root, width: 393, height: .fit)
    }

    private static var shapes: ViewNode {
        let gradient = LinearGradient(colors: [.system(.pink), .system(.purple)], startPoint: .leading, endPoint: .trailing)
        return hStack([
            shape(.roundedRectangle(cornerRadius: 12, style: .continuous), fill: .gradientOf(.system(.blue))).frame(width: 80, height: 50),
            shape(.circle, stroke: .init(paint: .system(.orange), lineWidth: 4, inside: false)).frame(width: 50, height: 50),
            shape(.capsule(style: .circular), fill: .linearGradient(gradient)).frame(width: 90, height: 30),
        ])
    }

    private static var label: ViewNode {
        text("Hello, SVG <world> & friends").modified(.padding(edges: .all, length: 8)).modified(.border(.system(.green), width: 2))
    }

    private static var effects: ViewNode {
        hStack([
            color(.yellow).frame(width: 40, height: 40).effect(.rotation(degrees: 30, anchor: .center)),
            color(.white).frame(width: 60, height: 40).effect(.cornerRadius(10))
                .effect(.shadow(color: ColorValue(.system(.black), opacity: 0.3), radius: 4, x: 0, y: 2)),
            color(.red).frame(width: 40, height: 40).effect(.opacity(0.4)),
            ViewNode(.image(ImageContent(.systemSymbol(name: "star.fill")))),
            ViewNode(.image(ImageContent(.asset(name: "photo", size: Size(width: 60, height: 40))))),
        ])
    }
}
