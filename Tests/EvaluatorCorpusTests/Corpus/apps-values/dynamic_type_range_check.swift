// canvas: 200xfit
let supported = DynamicTypeSize.small ... DynamicTypeSize.xxLarge
let current = DynamicTypeSize.large

Text(current >= supported.lowerBound && current <= supported.upperBound ? "In range" : "Clamped")
    .font(.system(size: 10))
