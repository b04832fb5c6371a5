// canvas: 200xfit
struct PasswordRow: View {
    @State private var password = "hunter2"

    var body: some View {
        SecureField("Password", text: $password)
            .font(.system(size: 10))
    }
}

PasswordRow()
