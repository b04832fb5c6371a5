// canvas: 200xfit
HStack(spacing: 8) {
    Text("Inbox")
    EditButton()
}
.font(.system(size: 10))
