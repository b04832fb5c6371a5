// canvas: 200xfit
private let label = "pv"

fileprivate struct Tag: View {
    private var text = label

    var body: some View {
        Text(text)
    }
}

Tag()
    .font(.system(size: 10))
