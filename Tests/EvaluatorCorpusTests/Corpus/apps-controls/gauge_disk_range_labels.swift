// canvas: 200xfit
struct Storage: View {
    var used = 40.0

    var body: some View {
        Gauge(value: used, in: 0...100) {
            Text("Disk")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        .font(.system(size: 10))
    }
}

Storage()
