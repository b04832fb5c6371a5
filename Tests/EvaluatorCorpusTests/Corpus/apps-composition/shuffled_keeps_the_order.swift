// canvas: 200x200
let widths = [10, 20, 30].shuffled()
let extra = [40, 50].randomElement() ?? 0

HStack(spacing: 0) {
    Color.red.frame(width: CGFloat(widths[0]), height: 10)
    Color.green.frame(width: CGFloat(widths[1]), height: 10)
    Color.blue.frame(width: CGFloat(widths[2]), height: 10)
    Color.orange.frame(width: CGFloat(extra), height: 10)
}
