// canvas: 200xfit
struct DeadlineBadge: View {
    let deadline = Date().addingTimeInterval(3600)

    var body: some View {
        Text(deadline > Date() ? "Upcoming" : "Past due")
    }
}

DeadlineBadge()
    .font(.system(size: 10))
