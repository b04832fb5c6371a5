// canvas: 200xfit

struct Onboarding: View {
    var body: some View {
        Button {
        } label: {
            Text("Continue")
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .font(.system(size: 10))
    }
}

Onboarding()
