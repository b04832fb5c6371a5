// canvas: 200xfit
struct Pair: View {
    let first: String
    let second: String

    var body: some View {
        HStack(spacing: 0) {
            Text(first)
            Text(second)
        }
    }
}

Pair(first: "ab", second: "cde")
    .font(.system(size: 10))
