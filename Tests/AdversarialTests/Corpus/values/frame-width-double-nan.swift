Text("Hello, World!")
    .frame(width: Double.nan, height: CGFloat.nan)
