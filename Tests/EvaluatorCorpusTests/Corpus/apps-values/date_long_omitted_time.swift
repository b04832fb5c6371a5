// canvas: 200xfit
struct EventHeader: View {
    var date = Date()

    var body: some View {
        VStack {
            Text("WWDC Keynote")
            Text(date.formatted(date: .long, time: .omitted))
        }
    }
}

EventHeader()
    .font(.system(size: 10))
