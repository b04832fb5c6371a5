import SwiftUI

struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct TermsView: View {
    @State private var agreed = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("I agree to the terms", isOn: $agreed)
                .toggleStyle(CheckboxStyle())
            Toggle("Email me updates", isOn: .constant(true))
                .toggleStyle(.switch)
        }
        .padding()
    }
}

#Preview {
    TermsView()
}
