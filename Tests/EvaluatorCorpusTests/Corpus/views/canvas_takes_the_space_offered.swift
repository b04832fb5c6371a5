// canvas: 200x200
VStack(spacing: 0) {
    Canvas { context, size in
        context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
    }
    Text("Below")
}
.font(.system(size: 10))
