Text("a") + Text("b").font(.system(size: 1e300))
