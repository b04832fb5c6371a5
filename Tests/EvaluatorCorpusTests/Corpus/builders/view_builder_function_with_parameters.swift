// canvas: 200xfit
@ViewBuilder
func badge(_ count: Int) -> some View {
    if count > 0 {
        Text("\(count)")
            .padding(2)
            .background(Color.red)
    } else {
        EmptyView()
    }
}

HStack(spacing: 0) {
    badge(3)
    badge(0)
    badge(12)
}
.font(.system(size: 10))
