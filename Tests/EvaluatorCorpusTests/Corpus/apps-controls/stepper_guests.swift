// canvas: 200xfit
struct Booking: View {
    @State private var guests = 2

    var body: some View {
        Stepper("Guests: \(guests)", value: $guests, in: 1...8)
            .font(.system(size: 10))
    }
}

Booking()
