// canvas: 200xfit
NavigationStack {
    Text("page")
        .navigationTitle("Title")
}
.font(.system(size: 10))
