import SwiftUI

struct AvatarView: View {
    let url = URL(string: "https://example.com/avatar.png")

    var body: some View {
        AsyncImage(url: url) { image in
            image
                .resizable()
                .scaledToFill()
        } placeholder: {
            ProgressView()
        }
        .frame(width: 96, height: 96)
        .clipShape(Circle())
        .overlay(Circle().stroke(.white, lineWidth: 3))
        .shadow(radius: 4)
    }
}

#Preview {
    AvatarView()
}
