// canvas: 200xfit
struct RatingSummary: View {
    let ratings = [4, 5, 3, 5]

    var body: some View {
        let average = Double(ratings.reduce(0, +)) / Double(ratings.count)
        Text("★ \(average.formatted(.number.precision(.fractionLength(1))))")
    }
}

RatingSummary()
    .font(.system(size: 10))
