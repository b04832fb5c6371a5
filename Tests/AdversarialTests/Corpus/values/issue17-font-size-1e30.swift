Text("Hello").font(.system(size: 1e30))
