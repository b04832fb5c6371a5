HStack(spacing: 8) {
    Color.blue.frame(width: Double.nan, height: CGFloat.nan)
    Text("Sibling")
    Spacer()
}
