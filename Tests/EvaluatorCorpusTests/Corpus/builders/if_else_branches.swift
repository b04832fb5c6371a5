// canvas: 200xfit
struct Light: View {
    let on: Bool

    var body: some View {
        if on {
            Text("ON")
        } else {
            Text("off")
        }
    }
}

VStack {
    Light(on: true)
    Light(on: false)
}
.font(.system(size: 10))
