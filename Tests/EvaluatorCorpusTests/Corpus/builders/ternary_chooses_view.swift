// canvas: 200xfit
let wide = true

HStack(spacing: 0) {
    wide ? Text("wide") : Text("n")
    Text("|")
}
.font(.system(size: 10))
