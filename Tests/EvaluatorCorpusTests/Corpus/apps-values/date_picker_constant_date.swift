// canvas: 200xfit
VStack {
    Text("Reminder")
    DatePicker("Remind me", selection: .constant(Date()))
        .frame(width: 200, height: 40)
}
.font(.system(size: 10))
