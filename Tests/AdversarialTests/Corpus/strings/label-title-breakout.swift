VStack {
    Label("</title><script>alert(1)</script>", systemImage: "</title><script>alert(1)</script>")
    Button("</title><script>alert(1)</script>") { }
}
