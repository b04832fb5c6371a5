// canvas: 200xfit
#if canImport(UIKit)
let platform = "UIKit"
#else
let platform = "AppKit"
#endif

Text(platform)
    .font(.system(size: 10))
