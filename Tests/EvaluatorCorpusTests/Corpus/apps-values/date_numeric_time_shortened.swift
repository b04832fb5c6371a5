// canvas: 200xfit
let sent = Date()

HStack {
    Text(sent.formatted(date: .numeric, time: .shortened))
}
.font(.system(size: 10))
