// canvas: 200xfit
var stored = true
let proxy = Binding(get: { stored }, set: { stored = $0 })

Toggle("B", isOn: proxy)
    .font(.system(size: 10))
