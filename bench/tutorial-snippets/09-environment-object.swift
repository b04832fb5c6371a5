import SwiftUI

class UserSettings: ObservableObject {
    @Published var username = "Taylor"
    @Published var score = 42
}

struct ScoreBadge: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        HStack {
            Text(settings.username)
                .font(.headline)
            Spacer()
            Text("\(settings.score) pts")
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct ScoreScreen: View {
    @StateObject private var settings = UserSettings()

    var body: some View {
        ScoreBadge()
            .environmentObject(settings)
            .padding()
    }
}

#Preview {
    ScoreScreen()
}
