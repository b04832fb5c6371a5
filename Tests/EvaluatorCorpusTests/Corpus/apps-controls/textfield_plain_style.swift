// canvas: 200xfit
TextField("Note", text: .constant(""))
    .textFieldStyle(.plain)
    .font(.system(size: 10))
