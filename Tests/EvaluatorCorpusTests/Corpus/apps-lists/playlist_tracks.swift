List {
    Text("Intro")
    Text("Sunrise")
}
