// canvas: 200xfit
Text(Date.distantFuture > Date() ? "Far future" : "Soon")
    .font(.system(size: 10))
