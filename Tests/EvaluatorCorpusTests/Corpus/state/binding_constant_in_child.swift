// canvas: 200xfit
struct Check: View {
    @Binding var done: Bool

    var body: some View {
        Text(done ? "[x]" : "[ ]")
    }
}

VStack {
    Check(done: .constant(true))
    Check(done: .constant(false))
}
.font(.system(size: 10))
