VStack {
    Label("1️⃣#️⃣*️⃣", systemImage: "1️⃣#️⃣*️⃣")
    Button("1️⃣#️⃣*️⃣") { }
}
