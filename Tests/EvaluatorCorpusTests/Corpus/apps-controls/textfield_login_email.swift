// canvas: 200xfit
struct LoginForm: View {
    @State private var email = ""

    var body: some View {
        TextField("Email", text: $email)
            .font(.system(size: 10))
    }
}

LoginForm()
