List {
    Text("Inbox")
    Text("Spam")
}
.listStyle(.plain)
