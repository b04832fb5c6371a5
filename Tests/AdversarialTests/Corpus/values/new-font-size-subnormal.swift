Text("a").font(.system(size: 5e-324))
