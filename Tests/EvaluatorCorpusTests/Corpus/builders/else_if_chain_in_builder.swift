// canvas: 200xfit
struct Meter: View {
    let level: Int

    var body: some View {
        if level > 2 {
            Color.red.frame(width: 30, height: 5)
        } else if level > 1 {
            Color.orange.frame(width: 20, height: 5)
        } else {
            Color.green.frame(width: 10, height: 5)
        }
    }
}

VStack(spacing: 0) {
    Meter(level: 3)
    Meter(level: 2)
    Meter(level: 0)
}
