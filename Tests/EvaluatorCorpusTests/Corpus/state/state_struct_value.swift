// canvas: 200xfit
struct Profile {
    var name: String
    var age: Int
}

struct Card: View {
    @State private var profile = Profile(name: "Lu", age: 30)

    var body: some View {
        Text("\(profile.name), \(profile.age)")
    }
}

Card()
    .font(.system(size: 10))
