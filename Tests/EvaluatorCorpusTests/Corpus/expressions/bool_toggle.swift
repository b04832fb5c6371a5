// canvas: 200xfit
var on = false
on.toggle()

Text(on ? "on" : "off")
    .font(.system(size: 10))
