// canvas: 200xfit
Text(verbatim: "**raw**")
    .font(.system(size: 10))
