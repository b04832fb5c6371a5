// canvas: 200xfit
struct Ruler: View {
    var length: CGFloat = 20

    func doubled() -> Ruler {
        Self(length: length * 2)
    }

    var body: some View {
        Color.black.frame(width: length, height: 2)
    }
}

Ruler().doubled().doubled()
