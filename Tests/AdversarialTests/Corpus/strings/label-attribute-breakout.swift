VStack {
    Label("\" /><script>alert(1)</script><x a=\"", systemImage: "\" /><script>alert(1)</script><x a=\"")
    Button("\" /><script>alert(1)</script><x a=\"") { }
}
