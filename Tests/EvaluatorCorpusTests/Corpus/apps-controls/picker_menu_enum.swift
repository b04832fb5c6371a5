// canvas: 200xfit

enum SortOrder: String, CaseIterable {
    case name, date
}

struct SortPicker: View {
    @State private var order = SortOrder.date

    var body: some View {
        Picker("Sort", selection: $order) {
            ForEach(SortOrder.allCases, id: \.self) { order in
                Text(order.rawValue).tag(order)
            }
        }
        .pickerStyle(.menu)
        .font(.system(size: 10))
    }
}

SortPicker()
