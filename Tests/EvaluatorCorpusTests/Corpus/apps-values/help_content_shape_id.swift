// canvas: 200xfit
Text("Row")
    .help("Shows details")
    .contentShape(Rectangle())
    .id(UUID())
    .tag(3)
    .font(.system(size: 10))
