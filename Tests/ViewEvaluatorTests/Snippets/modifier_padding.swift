VStack {
    Text("a").padding()
    Text("b").padding(8)
    Text("c").padding(.horizontal)
    Text("d").padding([.top, .leading], 4)
    Text("e").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    Text("f").padding(.vertical, 10.5)
}
