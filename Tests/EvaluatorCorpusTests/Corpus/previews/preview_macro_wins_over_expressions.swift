// canvas: 200xfit
Text("ignored")

#Preview {
    Text("shown")
        .font(.system(size: 10))
}
