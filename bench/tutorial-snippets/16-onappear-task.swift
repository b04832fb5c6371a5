import SwiftUI

struct QuoteView: View {
    @State private var quote = "Loading…"
    @State private var appeared = false

    var body: some View {
        Text(quote)
            .font(.title3)
            .multilineTextAlignment(.center)
            .padding()
            .opacity(appeared ? 1 : 0)
            .onAppear {
                withAnimation(.easeIn(duration: 0.5)) { appeared = true }
            }
            .task {
                try? await Task.sleep(for: .seconds(1))
                quote = "Simplicity is the soul of efficiency."
            }
    }
}

#Preview {
    QuoteView()
}
