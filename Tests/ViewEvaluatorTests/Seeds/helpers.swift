// The hidden helpers a reader of the seeds expects to exist (brief: MyBadge, MenuButton, items,
// Message); evaluated before each seed page in the same session.
struct MyBadge: View {
    var body: some View {
        Text("1")
            .font(.caption)
            .foregroundStyle(.white)
            .frame(width: 20, height: 20)
            .background(Circle().fill(.red))
    }
}

struct MenuButton: View {
    var body: some View {
        Image(systemName: "plus")
            .font(.title)
            .padding()
            .background(Circle().fill(.blue))
    }
}

struct MenuItem: Identifiable {
    var id: String { label }
    var label: String
    var systemName: String
}

let items = [
    MenuItem(label: "Photo", systemName: "photo"),
    MenuItem(label: "Camera", systemName: "camera"),
    MenuItem(label: "Document", systemName: "doc"),
]

struct Message {
    var initials = "MR"
    var content = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."
}
