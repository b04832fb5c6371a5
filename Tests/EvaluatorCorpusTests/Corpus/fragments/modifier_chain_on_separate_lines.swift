// canvas: 200xfit
Text("chain")

    .padding(.horizontal, 5)
    // a comment between modifiers
    .padding(.vertical, 2)
    .font(.system(size: 10))
