Text("a")
    .onTapGesture { }
    .id(1)
    .blur(radius: 3)
    .paddng()
    .buttonStyle(.borderedProminent)
    .frame(widht: 10)
