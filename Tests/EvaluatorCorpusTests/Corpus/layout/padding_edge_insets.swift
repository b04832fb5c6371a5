// canvas: 200x200
Text("Hi")
    .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    .font(.system(size: 10))
