// canvas: 200xfit
struct AdaptiveRow: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        if dynamicTypeSize >= .accessibility1 {
            VStack { Text("Icon"); Text("Title") }
        } else {
            HStack { Text("Icon"); Text("Title") }
        }
    }
}

AdaptiveRow()
    .font(.system(size: 10))
