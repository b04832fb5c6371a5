ZStack {
    Text("a").offset(x: 10)
    Text("b").offset(CGSize(width: 3, height: -4))
    Text("c").position(x: 50, y: 60)
    Text("d").position(CGPoint(x: 1, y: 2))
    Text("e").position(y: 5)
}
