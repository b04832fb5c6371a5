// canvas: 200xfit
struct BatteryLevel: View {
    let level = 0.42

    var body: some View {
        Text(level.formatted(.percent))
    }
}

BatteryLevel()
    .font(.system(size: 10))
