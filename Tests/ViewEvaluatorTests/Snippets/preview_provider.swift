struct Greeting: View {
    var name = "World"
    var body: some View {
        Text("Hello, \(name)!")
    }
}

struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Greeting()
            Greeting(name: "Ada")
        }
    }
}
