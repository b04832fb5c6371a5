// canvas: 200xfit
struct Friend: Identifiable {
    let id: Int
    let name: String
    let city: String
}

struct FriendList: View {
    let friends = [
        Friend(id: 1, name: "Ana", city: "Lisbon"),
        Friend(id: 2, name: "Kenji", city: "Osaka"),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(friends) { friend in
                Text("\(friend.name), \(friend.city)")
            }
        }
    }
}

FriendList()
    .font(.system(size: 10))
