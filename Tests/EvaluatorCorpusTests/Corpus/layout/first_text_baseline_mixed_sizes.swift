// canvas: 200x200
HStack(alignment: .firstTextBaseline) {
    Text("A").font(.system(size: 20))
    Text("b").font(.system(size: 10))
}
