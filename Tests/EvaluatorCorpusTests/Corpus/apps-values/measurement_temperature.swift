// canvas: 200xfit
struct WeatherBadge: View {
    let temperature = Measurement(value: 21, unit: UnitTemperature.celsius)

    var body: some View {
        VStack {
            Text("Cupertino")
            Text(temperature.formatted())
        }
    }
}

WeatherBadge()
    .font(.system(size: 10))
