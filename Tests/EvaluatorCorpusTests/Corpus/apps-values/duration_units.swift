// canvas: 200xfit
struct TrackRow: View {
    let length = Duration.seconds(90)

    var body: some View {
        Text(length.formatted(.units()))
    }
}

TrackRow()
    .font(.system(size: 10))
