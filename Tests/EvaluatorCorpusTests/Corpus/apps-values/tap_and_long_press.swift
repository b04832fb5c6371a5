// canvas: 200xfit
Text("Photo")
    .onTapGesture(count: 2) { }
    .onLongPressGesture(minimumDuration: 0.5) { }
    .simultaneousGesture(TapGesture().onEnded { })
    .highPriorityGesture(LongPressGesture(minimumDuration: 1))
    .font(.system(size: 10))
