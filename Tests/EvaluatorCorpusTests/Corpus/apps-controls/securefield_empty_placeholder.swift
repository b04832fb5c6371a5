// canvas: 200xfit
SecureField("Password", text: .constant(""))
    .textFieldStyle(.roundedBorder)
    .font(.system(size: 10))
