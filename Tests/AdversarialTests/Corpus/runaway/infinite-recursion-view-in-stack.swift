struct Loop: View {
    var body: some View { HStack { Loop(); Loop() } }
}
Loop()
