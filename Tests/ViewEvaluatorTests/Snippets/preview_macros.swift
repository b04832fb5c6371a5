struct Greeting: View {
    var name = "World"
    var body: some View {
        Text("Hello, \(name)!")
    }
}

#Preview("Default") {
    Greeting()
}

#Preview {
    Greeting(name: "Ada")
        .padding()
}
