// canvas: 200xfit
struct AgendaHeader: View {
    var body: some View {
        Text(Date().formatted(.dateTime.weekday().month().day()))
    }
}

AgendaHeader()
    .font(.system(size: 10))
