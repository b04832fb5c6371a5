// canvas: 200xfit
struct Shout: View {
    let text: String

    init(_ text: String) {
        self.text = text.uppercased() + "!"
    }

    var body: some View {
        Text(text)
    }
}

Shout("hey")
    .font(.system(size: 10))
