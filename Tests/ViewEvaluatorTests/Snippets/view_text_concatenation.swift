Text("Bold").bold() + Text(" title").font(.title) + Text(" red").foregroundColor(.red).italic()
