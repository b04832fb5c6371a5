// canvas: 300xfit

DatePicker("Due", selection: .constant(.now), displayedComponents: .date)
    .datePickerStyle(.graphical)
    .frame(width: 280)
