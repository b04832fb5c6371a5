// canvas: 200xfit
extension Color {
    static let brand = Color(red: 0.2, green: 0.4, blue: 0.6)
}

func gap(_ level: Int) -> CGFloat {
    CGFloat(level) * 4
}
// ---- block
HStack(spacing: gap(3)) {
    Color.brand.frame(width: 10, height: 10)
    Color.brand.frame(width: 10, height: 10)
}
