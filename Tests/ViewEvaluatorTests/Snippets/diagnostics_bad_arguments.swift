VStack(alignment: .centre) {
    Text("a").frame(width: "wide")
    Text("b").font(.huge)
    Circle().fill(12)
    Text("c").padding(top: 3)
    Text(1 + "x")
}
