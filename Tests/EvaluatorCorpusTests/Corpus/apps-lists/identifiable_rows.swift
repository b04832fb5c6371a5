struct Friend: Identifiable {
    let id: Int
    let name: String
}
let friends = [Friend(id: 1, name: "Maya"), Friend(id: 2, name: "Noor")]
List(friends) { friend in
    Text(friend.name)
}
