VStack {
    Text("A long line of text").minimumScaleFactor(Double.nan)
}
