List {
    Section("Audio") {
        Text("Volume")
    }
    Section("Video") {
        Text("Quality")
        Text("Subtitles")
    }
}
.listStyle(.grouped)
