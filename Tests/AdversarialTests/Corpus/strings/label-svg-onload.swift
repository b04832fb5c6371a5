VStack {
    Label("<svg onload=alert(1)>", systemImage: "<svg onload=alert(1)>")
    Button("<svg onload=alert(1)>") { }
}
