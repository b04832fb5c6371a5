// canvas: 200xfit
VStack {
    let n = 4
    let label = "n=\(n)"
    Text(label)
    Text("\(n * n)")
}
.font(.system(size: 10))
