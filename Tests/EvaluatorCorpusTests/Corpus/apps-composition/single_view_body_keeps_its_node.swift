// canvas: 200x200
struct Chip: View {
    var body: some View {
        Color.orange.frame(width: 40, height: 20)
    }
}

HStack(spacing: 0) {
    Chip()
    Chip()
}
