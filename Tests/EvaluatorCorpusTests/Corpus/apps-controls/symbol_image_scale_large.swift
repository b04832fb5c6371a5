// canvas: 200xfit
struct ToolbarIcon: View {
    var body: some View {
        Image(systemName: "gearshape")
            .imageScale(.large)
            .font(.system(size: 20))
    }
}

ToolbarIcon()
