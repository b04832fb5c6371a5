VStack(alignment: .leading, spacing: 4) {
    Text("Hello, **World**! _italic_ and `code`")
        .font(.title)
        .multilineTextAlignment(.center)
    Text("A long line of text that should wrap when the proposal is narrow enough.")
        .fixedSize(horizontal: false, vertical: true)
    Text(verbatim: "<b>not bold</b> & \"quoted\"")
    Text("Joined ") + Text("runs").bold() + Text(" here").italic()
}
.frame(width: 240)
