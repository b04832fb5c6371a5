/// The colour scheme a drawn view's colours are written for: one the code fixed (or the renderer
/// was asked for), or the page's, decided by the browser when it shows the drawing.
enum PaintScheme: Equatable {
    case fixed(dark: Bool)
    /// Colours that differ between light and dark follow the CSS `color-scheme` of the page
    /// showing the drawing (`SchemePalette`), so one drawing serves both themes.
    case page
}
