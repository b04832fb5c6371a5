var total = 0
for a in 0..<2000 {
    for b in 0..<2000 {
        total += a ^ b
    }
}
Text("\(total)")
