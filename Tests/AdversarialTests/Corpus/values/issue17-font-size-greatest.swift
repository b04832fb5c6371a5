Text("Hello").font(.system(size: .greatestFiniteMagnitude))
