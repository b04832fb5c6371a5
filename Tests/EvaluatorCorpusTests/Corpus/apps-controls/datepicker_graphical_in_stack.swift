// canvas: 300xfit

struct Planner: View {
    var body: some View {
        VStack(spacing: 10) {
            Text("Pick a day")
            DatePicker("Day", selection: .constant(.now))
                .datePickerStyle(.graphical)
        }
        .font(.system(size: 10))
    }
}

Planner()
