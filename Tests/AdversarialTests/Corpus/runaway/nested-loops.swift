var n = 0
for a in 0..<100000 { for b in 0..<100000 { n += a + b } }
