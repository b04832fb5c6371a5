// canvas: 200xfit
struct SignInForm: View {
    enum Field: Hashable {
        case email, password
    }

    @FocusState private var focusedField: Field?
    @AppStorage("lastEmail") private var lastEmail = "ann@example.com"

    var body: some View {
        VStack {
            Text(lastEmail)
            Text(focusedField == nil ? "No focus" : "Focused")
        }
        .onAppear { focusedField = .email }
    }
}

SignInForm()
    .font(.system(size: 10))
