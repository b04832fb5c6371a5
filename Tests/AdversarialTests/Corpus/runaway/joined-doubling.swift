var a = ["ab"]
for _ in 0..<64 { a = [a.joined(), a.joined()] }
Text(a[0])
