import SwiftUI

struct OnboardingCard: View {
    @AppStorage("hasSeenWelcome") private var hasSeenWelcome = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "hand.wave.fill")
                .font(.system(size: 48))
                .foregroundStyle(.orange)
            Text(hasSeenWelcome ? "Welcome back!" : "Nice to meet you")
                .font(.title2.bold())
            Text(colorScheme == .dark ? "Dark mode is on" : "Light mode is on")
                .foregroundStyle(.secondary)
            Button("Continue") { hasSeenWelcome = true }
                .buttonStyle(.borderedProminent)
        }
        .padding(32)
    }
}

#Preview {
    OnboardingCard()
}
