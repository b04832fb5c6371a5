// canvas: 200xfit
Text(Date.now.addingTimeInterval(-86_400), format: .relative(presentation: .named))
    .font(.system(size: 10))
