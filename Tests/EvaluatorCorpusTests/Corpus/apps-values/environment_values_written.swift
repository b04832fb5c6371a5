// canvas: 200xfit
struct AdaptiveRow: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        if dynamicTypeSize >= .accessibility1 {
            VStack(spacing: 0) { Text("Icon"); Text("Title") }
        } else {
            HStack { Text("Icon"); Text("Title") }
        }
    }
}

struct Themed: View {
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Text(scheme == .dark ? "Dark" : "Light")
    }
}

VStack(spacing: 0) {
    AdaptiveRow()
        .environment(\.dynamicTypeSize, .accessibility2)
    AdaptiveRow()
        .dynamicTypeSize(.xSmall)
    Themed()
        .environment(\.colorScheme, .dark)
}
.font(.system(size: 10))
