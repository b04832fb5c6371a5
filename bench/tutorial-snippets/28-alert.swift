import SwiftUI

struct DeleteAccountView: View {
    @State private var showingAlert = false

    var body: some View {
        Button("Delete Account", role: .destructive) {
            showingAlert = true
        }
        .buttonStyle(.bordered)
        .alert("Delete your account?", isPresented: $showingAlert) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

#Preview {
    DeleteAccountView()
}
