// canvas: 200xfit
struct Greeting: View {
    var name = "you"

    var body: some View {
        Text("hi \(name)")
            .font(.system(size: 10))
    }
}

struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Greeting()
            Greeting(name: "Bo")
        }
    }
}
