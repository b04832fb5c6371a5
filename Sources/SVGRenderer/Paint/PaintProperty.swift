/// The SVG properties a `Paint` can be put on, each with its opacity companion.
enum PaintProperty: String {
    case fill
    case stroke

    var opacity: String { rawValue + "-opacity" }
}
