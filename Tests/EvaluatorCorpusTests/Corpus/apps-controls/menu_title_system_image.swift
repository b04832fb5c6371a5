// canvas: 200xfit

Menu("Filter", systemImage: "line.3.horizontal.decrease") {
    Button("Unread") {}
}
.font(.system(size: 10))
