VStack(spacng: 4) {
    Text("a")
}
