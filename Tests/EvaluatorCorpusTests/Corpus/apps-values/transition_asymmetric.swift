// canvas: 200xfit
Text("Step 2")
    .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity.combined(with: .scale)))
    .font(.system(size: 10))
