// canvas: 200xfit
struct ProfileButton: View {
    @State private var showSettings = false
    @State private var showAlert = false

    var body: some View {
        Text("Profile")
            .sheet(isPresented: $showSettings) {
                Text("Settings")
            }
            .alert("Sign out?", isPresented: $showAlert) {
                Text("Cancel")
            }
            .confirmationDialog("Share", isPresented: .constant(false)) {
                Text("Copy")
            }
            .popover(isPresented: .constant(false)) { Text("Tip") }
            .fullScreenCover(isPresented: .constant(false)) { Text("Cover") }
    }
}

ProfileButton()
    .font(.system(size: 10))
