var s = "<script>&]]>\u{1}"
for _ in 0..<13 { s = s + s }
Text(s).frame(width: 300)
