// canvas: 200xfit
struct DistanceLabel: View {
    let kilometers = 12.3456
    var formatter: NumberFormatter {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.maximumFractionDigits = 1
        return f
    }

    var body: some View {
        Text("\(formatter.string(for: kilometers) ?? "–") km")
    }
}

DistanceLabel()
    .font(.system(size: 10))
