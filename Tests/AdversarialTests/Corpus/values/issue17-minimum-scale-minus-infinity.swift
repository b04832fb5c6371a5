VStack {
    Text("A long line of text").minimumScaleFactor(-.infinity)
}
