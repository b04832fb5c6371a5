// canvas: 200xfit

struct LoginScreen: View {
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        VStack(spacing: 12) {
            TextField("Email", text: $email)
            SecureField("Password", text: $password)
            Button {
            } label: {
                Text("Log In")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
        }
        .textFieldStyle(.roundedBorder)
        .font(.system(size: 10))
    }
}

LoginScreen()
