VStack {
    Color.red
    Color(red: 1, green: 0.5, blue: 0)
    Color.blue.opacity(0.5)
    Color(white: 0.2, opacity: 0.8)
    Color(.systemGray5)
    #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
    LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    Circle()
        .fill(Color.purple.gradient)
}
