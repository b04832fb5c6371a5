// canvas: 200xfit
let parts = Calendar.current.dateComponents([.hour, .minute], from: Date())

Text("\(parts.hour ?? 0)h \(parts.minute ?? 0)m")
    .font(.system(size: 10))
