// canvas: 200x200
/// A view that shows nothing unless a feature flag is on, as apps often write it.
struct BetaBadge: View {
    var body: some View {
        EmptyView()
    }
}

HStack(spacing: 10) {
    Color.red.frame(width: 20, height: 20)
    BetaBadge()
    Color.blue.frame(width: 20, height: 20)
}
