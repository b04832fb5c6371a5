// canvas: 200xfit
TextField("Name", text: .constant(""))
