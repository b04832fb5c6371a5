// canvas: 200x200
Text("Hi")
    .padding(4)
    .background(Capsule())
    .font(.system(size: 10))
