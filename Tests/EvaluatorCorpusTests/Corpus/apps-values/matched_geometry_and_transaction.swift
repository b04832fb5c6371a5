// canvas: 200xfit
struct TabIndicator: View {
    @Namespace private var namespace

    var body: some View {
        Text("Today")
            .matchedGeometryEffect(id: "tab", in: namespace)
            .contentTransition(.numericText())
            .transaction { $0.animation = nil }
    }
}

TabIndicator()
    .font(.system(size: 10))
