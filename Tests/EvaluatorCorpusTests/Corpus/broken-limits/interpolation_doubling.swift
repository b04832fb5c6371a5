var s = "x"
for _ in 0..<64 {
    s = "\(s)\(s)"
}
Text(s)
