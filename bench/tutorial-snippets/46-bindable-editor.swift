import SwiftUI

@Observable
class Profile {
    var name = "Morgan"
    var bio = "Coffee and code."
    var isPublic = true
}

struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            TextField("Bio", text: $profile.bio, axis: .vertical)
                .lineLimit(3...5)
            Toggle("Public profile", isOn: $profile.isPublic)
        }
    }
}

#Preview {
    ProfileEditor(profile: Profile())
}
