// canvas: 200xfit

struct MediaControls: View {
    var body: some View {
        HStack(spacing: 20) {
            Button {
            } label: {
                Image(systemName: "backward.fill")
            }
            Button {
            } label: {
                Image(systemName: "play.fill")
                    .font(.system(size: 20))
            }
            Button {
            } label: {
                Image(systemName: "forward.fill")
            }
        }
        .font(.system(size: 10))
    }
}

MediaControls()
