func make( -> some View {
    Text("a")
}
