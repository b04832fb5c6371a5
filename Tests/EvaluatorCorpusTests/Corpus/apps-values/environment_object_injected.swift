// canvas: 200xfit
final class Settings: ObservableObject {
    @Published var username: String

    init(username: String) {
        self.username = username
    }
}

struct AccountRow: View {
    @EnvironmentObject var settings: Settings

    var body: some View {
        Text("@\(settings.username)")
    }
}

AccountRow()
    .environmentObject(Settings(username: "kai"))
    .font(.system(size: 10))
