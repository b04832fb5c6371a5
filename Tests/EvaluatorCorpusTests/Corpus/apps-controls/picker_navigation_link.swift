// canvas: 200xfit

struct UnitPicker: View {
    @State private var unit = "km"

    var body: some View {
        Picker("Units", selection: $unit) {
            Text("km").tag("km")
            Text("mi").tag("mi")
        }
        .pickerStyle(.navigationLink)
        .font(.system(size: 10))
    }
}

UnitPicker()
