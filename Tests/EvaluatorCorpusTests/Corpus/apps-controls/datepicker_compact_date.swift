// canvas: 200xfit

struct DueDate: View {
    var body: some View {
        DatePicker("Due", selection: .constant(.now), displayedComponents: .date)
            .datePickerStyle(.compact)
            .font(.system(size: 10))
    }
}

DueDate()
