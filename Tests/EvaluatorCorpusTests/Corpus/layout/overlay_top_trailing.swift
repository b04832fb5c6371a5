// canvas: 200x200
Color.blue
    .frame(width: 60, height: 40)
    .overlay(alignment: .topTrailing) {
        Text("x")
    }
    .font(.system(size: 10))
