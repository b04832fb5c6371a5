// canvas: 200xfit
Text("Filters")
    .presentationDetents([.medium, .large])
    .presentationDragIndicator(.visible)
    .interactiveDismissDisabled()
    .font(.system(size: 10))
