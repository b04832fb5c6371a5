// canvas: 200xfit
struct Dashboard: View {
    var fuel = 0.5

    var body: some View {
        Gauge(value: fuel) {
            Text("Fuel")
        }
        .font(.system(size: 10))
    }
}

Dashboard()
