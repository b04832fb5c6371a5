// canvas: 200xfit

struct SignInButton: View {
    var body: some View {
        Button {
        } label: {
            Text("Sign In")
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
        .font(.system(size: 10))
    }
}

SignInButton()
