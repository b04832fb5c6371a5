// canvas: 200xfit
struct EntryHeader: View {
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEEE, MMM d"
        return formatter
    }()

    let date = Date()

    var body: some View {
        Text(Self.formatter.string(from: date))
    }
}

EntryHeader()
    .font(.system(size: 10))
