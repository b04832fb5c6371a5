// canvas: 200xfit
Text("Email")
    .keyboardType(.emailAddress)
    .textContentType(.emailAddress)
    .submitLabel(.next)
    .autocorrectionDisabled()
    .textInputAutocapitalization(.never)
    .font(.system(size: 10))
