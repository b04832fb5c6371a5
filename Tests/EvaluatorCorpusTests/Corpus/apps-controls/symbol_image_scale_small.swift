// canvas: 200xfit
Image(systemName: "bell.fill")
    .imageScale(.small)
    .font(.system(size: 20))
