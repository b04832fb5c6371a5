// canvas: 200xfit
func describe(_ values: [Int]) -> String {
    func sign(_ v: Int) -> String {
        v < 0 ? "-" : "+"
    }
    return values.map(sign).joined()
}

Text(describe([1, -2, 3]))
    .font(.system(size: 10))
