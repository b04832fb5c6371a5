// canvas: 200xfit
struct AboutFooter: View {
    var version: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "?"
    }

    var body: some View {
        Text("Version \(version)")
    }
}

AboutFooter()
    .font(.system(size: 10))
