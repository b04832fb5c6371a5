VStack {
    Rectangle()
        .fill(.red)
    RoundedRectangle(cornerRadius: 8, style: .circular)
        .stroke(Color.blue, lineWidth: 2)
    Circle()
        .strokeBorder(.green, lineWidth: 3)
    Ellipse()
    Capsule()
        .fill(Color.orange)
        .stroke(.black)
}
