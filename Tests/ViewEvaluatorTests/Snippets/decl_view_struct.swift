struct Card: View {
    let title: String
    var color: Color = .blue
    var width: CGFloat = 80

    var body: some View {
        Text(title)
            .frame(width: width)
            .background(color)
    }
}

#Preview {
    Card(title: "A")
    Card(title: "B", color: .red, width: 120)
}
