// canvas: 200xfit
struct Badge: View {
    var body: some View {
        Text("dark")
            .padding(4)
            .background(Color.primary.opacity(0.1))
            .font(.system(size: 10))
    }
}

#Preview("Dark") {
    Badge()
        .preferredColorScheme(.dark)
}
