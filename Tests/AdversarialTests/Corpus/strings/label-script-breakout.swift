VStack {
    Label("</text><script>alert(1)</script>", systemImage: "</text><script>alert(1)</script>")
    Button("</text><script>alert(1)</script>") { }
}
