NavigationStack {
    Text("x").navigationTitle("</title><script>alert(1)</script>")
}
