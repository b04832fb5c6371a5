// canvas: 200xfit
@Observable
class Session {
    var userName: String

    init(userName: String = "Guest") {
        self.userName = userName
    }
}

struct Greeting: View {
    @Environment(Session.self) var session

    var body: some View {
        Text("Hello, \(session.userName)")
    }
}

VStack {
    Greeting()
}
.environment(Session(userName: "Mia"))
.font(.system(size: 10))
