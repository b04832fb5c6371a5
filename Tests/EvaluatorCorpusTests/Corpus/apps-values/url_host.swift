// canvas: 200xfit
let site = URL(string: "https://www.apple.com/swift/")!

Text(site.host ?? "unknown")
    .font(.system(size: 10))
