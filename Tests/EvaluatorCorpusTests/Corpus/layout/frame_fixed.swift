// canvas: 200x200
Text("Hi")
    .frame(width: 100, height: 50)
    .font(.system(size: 10))
