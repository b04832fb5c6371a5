// canvas: 200xfit
struct CommentRow: View {
    let posted = Date.now.addingTimeInterval(-180)

    var body: some View {
        HStack {
            Text(posted.formatted(.relative(presentation: .numeric)))
        }
    }
}

CommentRow()
    .font(.system(size: 10))
