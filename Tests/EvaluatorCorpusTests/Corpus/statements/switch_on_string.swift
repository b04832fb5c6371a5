// canvas: 200xfit
let mode = "dark"
var shown = ""

switch mode {
case "light":
    shown = "L"
case "dark":
    shown = "D"
default:
    shown = "?"
}

Text(shown)
    .font(.system(size: 10))
