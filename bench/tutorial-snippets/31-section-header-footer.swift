import SwiftUI

struct PrivacySettings: View {
    @State private var shareAnalytics = false
    @State private var personalisedAds = true

    var body: some View {
        Form {
            Section {
                Toggle("Share Analytics", isOn: $shareAnalytics)
                Toggle("Personalised Ads", isOn: $personalisedAds)
            } header: {
                Text("Privacy")
            } footer: {
                Text("Analytics help us improve the app. No personal data is shared.")
            }
        }
    }
}

#Preview {
    PrivacySettings()
}
