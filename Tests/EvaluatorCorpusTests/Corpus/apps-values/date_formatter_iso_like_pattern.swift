// canvas: 200xfit
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.dateFormat = "yyyy-MM-dd HH:mm"

Text(formatter.string(from: .now))
    .font(.system(size: 10))
