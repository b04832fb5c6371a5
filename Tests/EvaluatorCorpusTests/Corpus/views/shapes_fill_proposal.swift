// canvas: 200x200
HStack(spacing: 0) {
    Rectangle()
    Ellipse()
    Capsule()
    RoundedRectangle(cornerRadius: 5)
}
.frame(height: 40)
