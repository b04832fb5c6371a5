// canvas: 200xfit
let vertical = false
let layout = vertical ? AnyLayout(VStackLayout(spacing: 2)) : AnyLayout(HStackLayout(spacing: 2))

layout {
    Color.red.frame(width: 10, height: 10)
    Color.blue.frame(width: 10, height: 10)
}
