// canvas: 200xfit
Text(Date().formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)).minute()))
    .font(.system(size: 10))
