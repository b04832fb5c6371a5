// canvas: 200xfit
func clamp(_ v: Int, _ lo: Int, _ hi: Int) -> Int {
    if v < lo { return lo }
    if v > hi { return hi }
    return v
}

Text("\(clamp(-5, 0, 10)) \(clamp(5, 0, 10)) \(clamp(50, 0, 10))")
    .font(.system(size: 10))
