VStack {
    Label("[click](javascript:alert(1))", systemImage: "[click](javascript:alert(1))")
    Button("[click](javascript:alert(1))") { }
}
