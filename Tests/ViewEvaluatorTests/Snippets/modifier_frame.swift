VStack {
    Text("fixed")
        .frame(width: 100, height: 50)
    Text("wide")
        .frame(maxWidth: .infinity)
    Text("none")
        .frame()
    Text("flex")
        .frame(minHeight: 10, idealHeight: 20, alignment: .topLeading)
    Text("width only")
        .frame(width: 40)
}
