Color.red.aspectRatio(1e-300, contentMode: .fit)
