import LayoutEngine
import ViewTree

/// Draws a `LayoutResult` as a standalone, byte-for-byte deterministic SVG document: a titled
/// `<svg>` with the content layer and, on top, the frame-outline layer.
public struct SVGRenderer: Sendable {
    public var options: RenderOptions

    /// The content layer's class.
    public static let contentClass = "fg-content"

    /// The CSS a browser needs to draw each line as wide as the engine measured it
    /// (Text.md §4.2): kerning always on, no ligatures or contextual alternates, no
    /// synthesised bold or italic, spaces kept. All of it inherits, so one declaration on the
    /// content layer covers every `<text>`, in a page or in a standalone file.
    static let textStyle = "font-feature-settings: 'calt' 0; font-kerning: normal; font-synthesis: none; font-variant-ligatures: none; white-space: pre"

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The SVG markup, ending with a newline.
    public func render(_ result: LayoutResult) -> String {
        SVGWriter().write(document(result))
    }

    /// `render`'s UTF-8, for a caller that reads the markup as bytes (a slider cuts each
    /// keyframe's drawing at its numbers, and making a `String` first checks every byte).
    public func renderUTF8(_ result: LayoutResult) -> [UInt8] {
        SVGWriter().writeUTF8(document(result))
    }

    /// 1. paint the content (collecting defs), 2. outline the frames, 3. wrap both in a titled
    /// `<svg>`, named by the code's `.accessibilityLabel` when it has one.
    func document(_ result: LayoutResult) -> SVGElement {
        var painter = ViewPainter(options: options)
        var content = [SVGElement.group(
            ["class": Self.contentClass, "style": Self.textStyle, "text-rendering": "geometricPrecision"], painter.paint(result.root))]
        if let device = result.device {
            let scheme: PaintScheme = options.followsPageScheme ? .page : .fixed(dark: result.root.dark)
            content = DeviceChrome(device: device, scheme: scheme, canvas: result.canvas).framing(content, defs: &painter.defs)
        }
        var children = [SVGElement("title", text: DocumentTitle.text(for: result.root))]
        if !painter.defs.elements.isEmpty { children.append(SVGElement("defs", children: painter.defs.elements)) }
        children += content
        if options.showsFrames { children.append(FrameOverlay.layer(result.root, defs: painter.defs)) }
        var root = SVGElement("svg", rootAttributes(result.canvas), children: children)
        if let label = DocumentTitle.accessibilityLabel(for: result.root) { root.attributes["aria-label"] = label }
        return root
    }

    /// Size and viewBox: the viewport if one is set, else the canvas plus the margin on every side;
    /// the size is scaled by `scale`, the viewBox is not.
    private func rootAttributes(_ canvas: Size) -> SVGAttributes {
        let margin = max(options.margin.isFinite ? options.margin : 0, 0)
        let scale = options.scale.isFinite && options.scale > 0 ? options.scale : 1
        let shown = options.viewport
            ?? Rect(x: -margin, y: -margin, width: canvas.width + 2 * margin, height: canvas.height + 2 * margin)
        return [
            "xmlns": "http://www.w3.org/2000/svg",
            "role": "img",
            "viewBox": NumberFormat.list([shown.x, shown.y, shown.width, shown.height]),
            "width": NumberFormat.string(shown.width * scale),
            "height": NumberFormat.string(shown.height * scale),
        ]
    }
}
