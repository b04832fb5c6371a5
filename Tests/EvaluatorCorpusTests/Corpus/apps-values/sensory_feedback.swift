// canvas: 200xfit
struct CompleteButton: View {
    @State private var done = false

    var body: some View {
        Text(done ? "Done" : "Mark done")
            .sensoryFeedback(.success, trigger: done)
    }
}

CompleteButton()
    .font(.system(size: 10))
