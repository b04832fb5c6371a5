VStack {
    Color.red.aspectRatio(2, contentMode: .fill)
    Color.green.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)
    Color.blue.aspectRatio(contentMode: .fit)
    Color.gray.scaledToFill()
    Text("a").fixedSize()
    Text("b").fixedSize(horizontal: false, vertical: true)
    Text("c").layoutPriority(1)
}
