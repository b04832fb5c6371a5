// canvas: 200x200
Text("Hello World")
    .fixedSize()
    .frame(width: 50)
    .font(.system(size: 10))
