struct Status: View {
    var name: String? = "Ada"
    var level = 2

    var body: some View {
        VStack {
            if let name {
                Text("Hi \(name)")
            } else {
                Text("Nobody")
            }
            if level > 5 {
                Text("expert")
            }
            switch level {
            case 1:
                Text("one")
            case 2:
                Text("two")
                Text("still two")
            default:
                EmptyView()
            }
        }
    }
}
