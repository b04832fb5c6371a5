// canvas: 200x200
Text("aaa bbb")
    .frame(width: 50)
    .font(.system(size: 10))
