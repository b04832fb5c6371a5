VStack {
    Label("''' onmouseover='alert(1)", systemImage: "''' onmouseover='alert(1)")
    Button("''' onmouseover='alert(1)") { }
}
