import SwiftUI

struct ProfileButton: View {
    @State private var showingProfile = false

    var body: some View {
        Button {
            showingProfile = true
        } label: {
            Label("Profile", systemImage: "person.crop.circle")
        }
        .sheet(isPresented: $showingProfile) {
            VStack {
                Text("Profile").font(.title)
                Button("Done") { showingProfile = false }
            }
            .presentationDetents([.medium, .large])
        }
    }
}

#Preview {
    ProfileButton()
}
