import Diagnostics
import LayoutEngine
import OpenTypeFonts
import SVGRenderer
import ViewEvaluator
import ViewTree

/// Lays out and draws one preview at its own width, and for its width slider at the keyframes
/// the page mixes every other whole-point width from (`WidthKeyframes`). One layout and one
/// drawing serve both themes (its colours follow the page's `color-scheme`); only code that reads
/// `@Environment(\.colorScheme)` is laid out and drawn once per scheme, from the tree it builds in each.
struct PreviewDrawer {
    /// What the drawer needs from the site.
    let fonts: FontLoader
    let assets: AssetCatalog
    let urls: SiteURLs

    /// One preview's request.
    struct Request {
        let root: ViewNode
        /// Element ids start with it (`example-3-1`); SVG ids with `svgPrefix` (`fg3-1`).
        let id: String
        let svgPrefix: String
        let labels: [String]
        let look: PreviewLook
        let width: Double
        /// The whole-point widths the slider offers; nil for none.
        let sliderRange: ClosedRange<Int>?
        let height: LayoutEngine.CanvasHeight
        /// A device screen replaces the width and height (`device=`).
        let device: DeviceCanvas?
        let showsWholeScrollContent: Bool
        let zoom: Double?
        /// For code that reads `@Environment(\.colorScheme)`, the tree it builds in dark mode, drawn
        /// for the page's dark theme beside `root`'s light drawing (`PreviewTrees.darkRoot`).
        let darkRoot: ViewNode?
    }

    /// 1. Lay out at the preview's own width, unrounded, and draw it rounded (the HTML's drawing).
    /// 2. For a slider, find its keyframes, reusing step 1's layout. 3. Make the figure. What the
    /// engine clamped at the preview's own width is reported.
    func draw(_ request: Request) -> (figure: PreviewFigure, issues: [Diagnostic]) {
        let exact = layout(request, width: request.width, dark: primaryIsDark(request.look), tracing: true)
        let shown = exact.roundedToPixelGrid(displayScale: Self.displayScale)
        var placedSources = sources(in: shown)
        var widest = PreviewCrop.viewport(for: shown).width
        var slider: WidthSlider?
        let drawing = String(decoding: renderHTML(shown, request: request, width: request.width, rounded: true), as: UTF8.self)
        if let range = request.sliderRange, request.device == nil {
            let keyframes = self.keyframes(request, range: range, exact: exact)
            for keyframe in keyframes.keyframes {
                placedSources.formUnion(sources(in: keyframe.layout))
                widest = max(widest, PreviewCrop.viewport(for: keyframe.layout).width)
            }
            slider = WidthSlider(keyframes: keyframes, drawing: drawing, value: request.width, height: request.height, displayScale: Self.displayScale)
        }
        let figure = PreviewFigure(
            id: request.id, labels: request.labels + request.look.labels, drawing: drawing,
            trace: TraceList(steps: exact.trace), sizes: sizes(request, root: shown.root.frame.size), slider: slider,
            widestDrawing: widest * (request.zoom ?? 1), zoom: request.zoom, placedSources: placedSources)
        return (figure, exact.issues)
    }

    /// Points per pixel of the grid the engine snaps to: an iPhone's 3× screen (Layout.md §1.6).
    static let displayScale = LayoutOptions().displayScale

    /// The slider's keyframes, each laid out unrounded and drawn as the page would draw it, less
    /// the outline layer where the shown drawing's can stand in for it (one drawing, not a pair).
    private func keyframes(_ request: Request, range: ClosedRange<Int>, exact: LayoutResult) -> WidthKeyframes {
        let shown = drawsPair(request) ? nil : LayoutShape(exact)
        let draw = { (layout: LayoutResult, width: Double, outlines: Bool) in
            renderHTML(layout, request: request, width: width, rounded: false, outlines: outlines)
        }
        let own = Int(exactly: request.width).map { width in
            SliderProbe(width: width, layout: exact, shown: shown) { draw($0, request.width, $1) }
        }
        let probes = engine(request, dark: primaryIsDark(request.look), tracing: false).repeatedLayout(of: request.root)
        return WidthKeyframes(range: range, known: own) { width in
            SliderProbe(width: width, layout: probes.layout(width: Double(width), height: request.height), shown: shown) { draw($0, Double(width), $1) }
        }
    }

    /// The request's tree (or `root`) laid out at `width` (or on its device) in one text size and
    /// scheme, unrounded.
    private func layout(_ request: Request, root: ViewNode? = nil, width: Double, dark: Bool, tracing: Bool) -> LayoutResult {
        let engine = engine(request, dark: dark, tracing: tracing)
        let root = root ?? request.root
        if let device = request.device { return engine.layout(root, device: device) }
        return engine.layout(root, width: width, height: request.height)
    }

    /// An engine for the request's text size and `dark`, laying out unrounded.
    private func engine(_ request: Request, dark: Bool, tracing: Bool) -> LayoutEngine {
        LayoutEngine(options: LayoutOptions(
            textMeasurer: fonts.measurer(), recordsTrace: tracing, dynamicTypeSize: request.look.dynamicTypeSize, dark: dark,
            showsWholeScrollContent: request.showsWholeScrollContent, roundsToPixelGrid: false))
    }

    /// The code of every view laid out.
    private func sources(in layout: LayoutResult) -> Set<SourceLocation> {
        var sources: Set<SourceLocation> = []
        layout.root.forEach { if let source = $0.source { sources.insert(source) } }
        return sources
    }

    /// The scheme whose layout gives the trace and the frames.
    private func primaryIsDark(_ look: PreviewLook) -> Bool {
        if case .only(let dark) = look.schemes { return dark }
        return false
    }

    /// The drawing as the page holds it: one that follows the page's theme, one fixed scheme
    /// (the `dark` option's side-by-side pair), or, for code reading the colour scheme, a drawing
    /// laid out in each scheme, the page's CSS showing the one matching its theme. As UTF-8: a
    /// slider's keyframes are only ever read as bytes.
    private func renderHTML(_ layout: LayoutResult, request: Request, width: Double, rounded: Bool, outlines: Bool = true) -> [UInt8] {
        let primary = svg(layout, request: request, dark: primaryIsDark(request.look), outlines: outlines)
        switch request.look.schemes {
        case .only(let dark):
            return Array("<div class=\"scheme-fixed\" data-scheme=\"\(dark ? "dark" : "light")\">".utf8) + primary + Array("</div>".utf8)
        case .matchingPage where request.darkRoot != nil:
            let exact = self.layout(request, root: request.darkRoot, width: width, dark: true, tracing: false)
            let dark = rounded ? exact.roundedToPixelGrid(displayScale: Self.displayScale) : exact
            return Array("<div class=\"scheme-light\">".utf8) + primary + Array("</div><div class=\"scheme-dark\">".utf8)
                + svg(dark, request: request, dark: true) + Array("</div>".utf8)
        case .matchingPage:
            return primary
        }
    }

    /// Whether the drawing is a light and a dark one laid out from the trees the code builds in each.
    private func drawsPair(_ request: Request) -> Bool {
        if case .matchingPage = request.look.schemes { return request.darkRoot != nil }
        return false
    }

    /// Whether the drawing is written for one scheme rather than following the page's.
    private func fixesScheme(_ request: Request) -> Bool {
        if case .only = request.look.schemes { return true }
        return request.darkRoot != nil
    }

    /// The drawing in canvas coordinates, its viewBox the crop (`PreviewCrop`), so the outlines'
    /// numbers are the layout's frames.
    private func svg(_ layout: LayoutResult, request: Request, dark: Bool, outlines: Bool = true) -> [UInt8] {
        let assets = assets, urls = urls
        let options = RenderOptions(
            showsFrames: outlines,
            imageURL: { name in assets.imagePath(named: name).map(urls.url) },
            idPrefix: fixesScheme(request) ? "\(request.svgPrefix)-\(dark ? "dark" : "light")" : request.svgPrefix,
            viewport: PreviewCrop.viewport(for: layout), scale: request.zoom ?? 1, followsPageScheme: !fixesScheme(request),
            symbolOutline: { IconFont.materialIcons?.outline(forSymbol: $0) })
        return SVGRenderer(options: options).renderUTF8(layout)
    }

    /// "393 × 759 → 120 × 40.33" or "393 × fit → …": what the root was offered and what it took;
    /// on a device, its safe area is what the root was offered.
    private func sizes(_ request: Request, root: Size) -> String {
        let answer = "\(NumberFormat.string(root.width)) × \(NumberFormat.string(root.height))"
        if let safe = request.device?.safeRect.size {
            return "\(NumberFormat.string(safe.width)) × \(NumberFormat.string(safe.height)) → \(answer)"
        }
        let proposedHeight = if case .fixed(let points) = request.height { NumberFormat.string(points) } else { "fit" }
        return "\(NumberFormat.string(request.width)) × \(proposedHeight) → \(answer)"
    }
}
