// canvas: 200xfit

ShareLink("Export", item: "report.csv")
    .font(.system(size: 10))
