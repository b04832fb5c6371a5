// canvas: 200xfit
struct SignUp: View {
    @State private var username = ""

    var body: some View {
        TextField("Username", text: $username, prompt: Text("Required"))
            .font(.system(size: 10))
    }
}

SignUp()
