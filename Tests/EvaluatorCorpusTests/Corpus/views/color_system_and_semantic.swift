// canvas: 200xfit
HStack(spacing: 0) {
    Color.accentColor
    Color.primary
    Color(.systemBackground)
    Color.clear
}
.frame(width: 40, height: 10)
