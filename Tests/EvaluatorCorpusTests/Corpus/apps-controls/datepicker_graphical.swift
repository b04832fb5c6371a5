// canvas: 300xfit

struct MonthView: View {
    var body: some View {
        DatePicker("Day", selection: .constant(.now))
            .datePickerStyle(.graphical)
    }
}

MonthView()
