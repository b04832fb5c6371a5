// canvas: 200xfit

struct Rating: View {
    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<5) { _ in
                Image(systemName: "star.fill")
            }
        }
        .font(.system(size: 10))
    }
}

Rating()
