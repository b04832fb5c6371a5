// canvas: 200xfit
struct Status: View {
    var online: Bool

    @ViewBuilder var dot: some View {
        if online {
            Circle().fill(.green)
        } else {
            Rectangle().fill(.gray)
        }
    }

    var body: some View {
        dot.frame(width: 10, height: 10)
    }
}

HStack {
    Status(online: true)
    Status(online: false)
}
