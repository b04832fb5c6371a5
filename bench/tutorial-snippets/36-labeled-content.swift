import SwiftUI

struct AboutScreen: View {
    var body: some View {
        NavigationStack {
            Form {
                Section("Device") {
                    LabeledContent("Model", value: "iPhone 15")
                    LabeledContent("Version", value: "17.4")
                    LabeledContent("Capacity") {
                        Text("128 GB").monospacedDigit()
                    }
                }
                Section {
                    Link("Support Website", destination: URL(string: "https://example.com/support")!)
                    ShareLink(item: URL(string: "https://example.com")!) {
                        Label("Share App", systemImage: "square.and.arrow.up")
                    }
                }
            }
            .navigationTitle("About")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    AboutScreen()
}
