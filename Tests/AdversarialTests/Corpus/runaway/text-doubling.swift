var t = Text("ab")
for _ in 0..<64 { t = t + t }
t
