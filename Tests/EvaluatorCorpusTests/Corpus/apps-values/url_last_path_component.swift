// canvas: 200xfit
struct AttachmentRow: View {
    let file = URL(string: "https://example.com/files/report.pdf")

    var body: some View {
        Text(file?.lastPathComponent ?? "No file")
    }
}

AttachmentRow()
    .font(.system(size: 10))
