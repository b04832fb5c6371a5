import Diagnostics
import LayoutEngine
import SVGRenderer
import ViewEvaluator
import ViewTree

/// Lays out and draws one preview at every width its slider offers, keeping each distinct drawing
/// and trace once. One layout and one drawing serve both themes (its colours follow the page's
/// `color-scheme`); only code that reads `@Environment(\.colorScheme)` is laid out and drawn once
/// per scheme, since what it builds may differ.
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
        let widths: [Double]
        let initialWidth: Double
        let height: LayoutEngine.CanvasHeight
        /// A device screen replaces the width and height (`device=`).
        let device: DeviceCanvas?
        let showsWholeScrollContent: Bool
        let zoom: Double?
        /// The code reads `@Environment(\.colorScheme)` (`ColorSchemeReaders`).
        let readsColorScheme: Bool
    }

    /// The figure, and what the engine clamped at the first width (the drawing the HTML holds).
    func draw(_ request: Request) -> (figure: PreviewFigure, issues: [Diagnostic]) {
        var renders: [PreviewFigure.Render] = [], primaries: [String] = []
        var traces: [TraceList] = []
        var steps: [PreviewFigure.Step] = []
        var issues: [Diagnostic] = []
        var placedSources: Set<SourceLocation> = []
        for width in request.widths {
            let layout = layout(request, width: width, dark: primaryIsDark(request.look), tracing: true)
            if width == request.initialWidth { issues = layout.issues }
            layout.root.forEach { if let source = $0.source { placedSources.insert(source) } }
            let viewport = PreviewCrop.viewport(for: layout)
            let primary = svg(layout, viewport: viewport, request: request, dark: primaryIsDark(request.look))
            let render = primaries.firstIndex(of: primary) ?? {
                primaries.append(primary)
                renders.append(PreviewFigure.Render(
                    html: renderHTML(primary: primary, request: request, width: width, viewport: viewport),
                    width: viewport.width * (request.zoom ?? 1)))
                return renders.count - 1
            }()
            let trace = TraceList(steps: layout.trace)
            let traceIndex = traces.firstIndex { $0.steps == trace.steps } ?? {
                traces.append(trace)
                return traces.count - 1
            }()
            steps.append(PreviewFigure.Step(
                width: width, render: render, trace: traceIndex,
                sizes: sizes(proposed: width, height: request.height, device: request.device, root: layout.root.frame.size)))
        }
        let figure = PreviewFigure(
            id: request.id, labels: request.labels + request.look.labels, renders: renders, traces: traces, steps: steps,
            initial: request.widths.firstIndex(of: request.initialWidth) ?? 0, zoom: request.zoom, placedSources: placedSources)
        return (figure, issues)
    }

    /// The request laid out at `width` (or on its device) in one text size and scheme.
    private func layout(_ request: Request, width: Double, dark: Bool, tracing: Bool) -> LayoutResult {
        let options = LayoutOptions(
            textMeasurer: fonts.measurer(), recordsTrace: tracing, dynamicTypeSize: request.look.dynamicTypeSize, dark: dark,
            showsWholeScrollContent: request.showsWholeScrollContent)
        let engine = LayoutEngine(options: options)
        if let device = request.device { return engine.layout(request.root, device: device) }
        return engine.layout(request.root, width: width, height: request.height)
    }

    /// The scheme whose layout gives the trace and decides whether two widths draw alike.
    private func primaryIsDark(_ look: PreviewLook) -> Bool {
        if case .only(let dark) = look.schemes { return dark }
        return false
    }

    /// The drawing as the page holds it: one that follows the page's theme, one fixed scheme
    /// (the `dark` option's side-by-side pair), or, for code reading the colour scheme, a drawing
    /// laid out in each scheme, the page's CSS showing the one matching its theme.
    private func renderHTML(primary: String, request: Request, width: Double, viewport: Rect) -> String {
        switch request.look.schemes {
        case .only(let dark):
            return "<div class=\"scheme-fixed\" data-scheme=\"\(dark ? "dark" : "light")\">\(primary)</div>"
        case .matchingPage where request.readsColorScheme:
            let dark = layout(request, width: width, dark: true, tracing: false)
            let darkSVG = svg(dark, viewport: viewport, request: request, dark: true)
            return "<div class=\"scheme-light\">\(primary)</div><div class=\"scheme-dark\">\(darkSVG)</div>"
        case .matchingPage:
            return primary
        }
    }

    /// Whether the drawing is written for one scheme rather than following the page's.
    private func fixesScheme(_ request: Request) -> Bool {
        if case .only = request.look.schemes { return true }
        return request.readsColorScheme
    }

    /// The drawing with the crop's corner moved to the origin, so equal views draw equal bytes.
    private func svg(_ layout: LayoutResult, viewport: Rect, request: Request, dark: Bool) -> String {
        var moved = layout
        moved.root = layout.root.translated(dx: -viewport.x, dy: -viewport.y)
        let assets = assets, urls = urls
        let options = RenderOptions(
            imageURL: { name in assets.imagePath(named: name).map(urls.url) },
            idPrefix: fixesScheme(request) ? "\(request.svgPrefix)-\(dark ? "dark" : "light")" : request.svgPrefix,
            viewport: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height),
            scale: request.zoom ?? 1, followsPageScheme: !fixesScheme(request))
        return SVGRenderer(options: options).render(moved)
    }

    /// "393 × 759 → 120 × 40.33" or "393 × fit → …": what the root was offered and what it took;
    /// on a device, its safe area is what the root was offered.
    private func sizes(proposed width: Double, height: LayoutEngine.CanvasHeight, device: DeviceCanvas?, root: Size) -> String {
        let proposedHeight = if case .fixed(let points) = height { NumberFormat.string(points) } else { "fit" }
        if let safe = device?.safeRect.size {
            return "\(NumberFormat.string(safe.width)) × \(NumberFormat.string(safe.height)) → \(NumberFormat.string(root.width)) × \(NumberFormat.string(root.height))"
        }
        return "\(NumberFormat.string(width)) × \(proposedHeight) → \(NumberFormat.string(root.width)) × \(NumberFormat.string(root.height))"
    }
}
