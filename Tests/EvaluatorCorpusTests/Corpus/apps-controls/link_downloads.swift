// canvas: 200xfit

struct FilesLink: View {
    var body: some View {
        Link("Open", destination: .downloadsDirectory)
            .font(.system(size: 10))
    }
}

FilesLink()
