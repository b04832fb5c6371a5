// canvas: 200xfit
@Observable
class Profile {
    var name = "Ann"
    var bio = "Climber"
}

struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        VStack {
            Text(profile.name)
            Text(profile.bio)
        }
    }
}

ProfileEditor(profile: Profile())
    .font(.system(size: 10))
