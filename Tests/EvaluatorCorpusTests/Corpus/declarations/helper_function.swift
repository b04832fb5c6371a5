// canvas: 200xfit
struct Menu: View {
    func item(_ title: String, width: CGFloat) -> some View {
        Text(title)
            .frame(width: width, alignment: .leading)
    }

    var body: some View {
        VStack(spacing: 2) {
            item("File", width: 60)
            item("Edit", width: 80)
        }
    }
}

Menu()
    .font(.system(size: 10))
