// canvas: 200x200
Text("Hi")
    .padding(.horizontal, 10)
    .font(.system(size: 10))
