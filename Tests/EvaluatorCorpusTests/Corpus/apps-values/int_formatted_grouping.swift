// canvas: 200xfit
struct StepsView: View {
    let steps = 12345

    var body: some View {
        Text("\(steps.formatted()) steps")
    }
}

StepsView()
    .font(.system(size: 10))
