RadialGradient(colors: [.red, .blue], center: .center, startRadius: .nan, endRadius: .infinity)
