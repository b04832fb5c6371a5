// canvas: 200xfit
struct About: View {
    var body: some View {
        LabeledContent("Version", value: "2.1")
            .font(.system(size: 10))
    }
}

About()
