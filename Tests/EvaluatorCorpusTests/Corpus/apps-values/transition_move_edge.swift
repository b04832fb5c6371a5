// canvas: 200xfit
struct Banner: View {
    @State private var isShown = true

    var body: some View {
        Text("Saved")
            .transition(.move(edge: .top))
            .animation(.easeInOut(duration: 0.3), value: isShown)
    }
}

Banner()
    .font(.system(size: 10))
