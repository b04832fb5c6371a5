struct Loop: View {
    var body: some View { Loop() }
}
Loop()
