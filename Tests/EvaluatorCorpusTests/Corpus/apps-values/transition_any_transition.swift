// canvas: 200xfit
Text("Toast")
    .transition(AnyTransition.move(edge: .bottom).combined(with: .opacity))
    .font(.system(size: 10))
