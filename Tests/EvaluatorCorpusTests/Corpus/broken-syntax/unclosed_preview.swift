#Preview {
    Text("never closed")
