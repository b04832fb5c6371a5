// canvas: 200x200
Text("Hi")
    .position(x: 20, y: 30)
    .font(.system(size: 10))
