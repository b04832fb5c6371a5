let wide = true
let layout = wide ? AnyLayout(HStackLayout(spacing: 2)) : AnyLayout(VStackLayout())

VStack {
    GeometryReader { proxy in
        Text("\(proxy.size.width)")
    }
    layout {
        Text("a")
        Text("b")
    }
    ZStackLayout(alignment: .bottom) {
        Text("z")
    }
}
