// canvas: 200xfit
func grade(_ score: Int) -> String {
    score > 8 ? "A" : score > 5 ? "B" : "C"
}

HStack(spacing: 0) {
    Text(grade(9))
    Text(grade(6))
    Text(grade(1))
}
.font(.system(size: 10))
