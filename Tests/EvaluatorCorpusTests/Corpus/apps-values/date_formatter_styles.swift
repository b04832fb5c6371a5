// canvas: 300xfit
let formatter = DateFormatter()
formatter.dateStyle = .medium
formatter.timeStyle = .short

Text(formatter.string(from: Date()))
    .font(.system(size: 10))
