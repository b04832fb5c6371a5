import SwiftUI

struct SignUpForm: View {
    enum Field: Hashable {
        case username, email
    }

    @State private var username = ""
    @State private var email = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)
                .submitLabel(.next)
                .onSubmit { focusedField = .email }
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
                .submitLabel(.done)
        }
        .onAppear { focusedField = .username }
    }
}

#Preview {
    SignUpForm()
}
