VStack {
    Label("<script>alert(1)</script>", systemImage: "<script>alert(1)</script>")
    Button("<script>alert(1)</script>") { }
}
