import LayoutEngine

extension NumberFormat {
    /// Font sizes and letter-spacing: a line repeats their rounding once per character, so two
    /// decimals would show (−0.255 pt written as −0.26 widens a 47-character line by 0.24 pt;
    /// Text.md §4.2 asks for the browser's width to equal the engine's).
    static let fontDecimals = 4
}
