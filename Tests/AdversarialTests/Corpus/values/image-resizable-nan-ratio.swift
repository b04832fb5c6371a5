Image(systemName: "star").resizable().aspectRatio(.nan, contentMode: .fit)
