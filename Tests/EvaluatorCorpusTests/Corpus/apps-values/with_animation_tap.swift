// canvas: 200xfit
struct LikeButton: View {
    @State private var liked = false

    var body: some View {
        Text(liked ? "Liked" : "Like")
            .onTapGesture {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                    liked.toggle()
                }
            }
    }
}

LikeButton()
    .font(.system(size: 10))
