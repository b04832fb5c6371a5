import SwiftUI

struct FlagQuiz: View {
    @State private var countries = ["Estonia", "France", "Germany"].shuffled()
    @State private var score = 0

    var body: some View {
        ZStack {
            RadialGradient(stops: [
                .init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3),
                .init(color: Color(red: 0.76, green: 0.15, blue: 0.26), location: 0.3)
            ], center: .top, startRadius: 200, endRadius: 400)
            .ignoresSafeArea()

            VStack(spacing: 15) {
                Text("Tap the flag of")
                    .font(.subheadline.weight(.heavy))
                Text(countries[0])
                    .font(.largeTitle.weight(.semibold))
                ForEach(0..<3) { number in
                    Button {
                        if number == 0 { score += 1 }
                    } label: {
                        Image(countries[number])
                            .clipShape(.capsule)
                            .shadow(radius: 5)
                    }
                }
                Text("Score: \(score)")
                    .font(.title.bold())
            }
            .foregroundStyle(.white)
        }
    }
}

#Preview {
    FlagQuiz()
}
