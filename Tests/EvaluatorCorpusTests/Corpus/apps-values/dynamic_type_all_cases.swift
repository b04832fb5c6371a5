// canvas: 200xfit
Text("\(DynamicTypeSize.allCases.count) sizes")
    .font(.system(size: 10))
