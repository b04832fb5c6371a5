VStack {
    Label("<SCRIPT>alert(1)</SCRIPT>", systemImage: "<SCRIPT>alert(1)</SCRIPT>")
    Button("<SCRIPT>alert(1)</SCRIPT>") { }
}
