// canvas: 200xfit

Link(destination: .documentsDirectory) {
    Label("Files", systemImage: "folder")
}
.font(.system(size: 10))
