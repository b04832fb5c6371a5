VStack {
    Label("</style><script>alert(1)</script>", systemImage: "</style><script>alert(1)</script>")
    Button("</style><script>alert(1)</script>") { }
}
