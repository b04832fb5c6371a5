// canvas: 200x200
Text("Hi")
    .padding()
    .font(.system(size: 10))
