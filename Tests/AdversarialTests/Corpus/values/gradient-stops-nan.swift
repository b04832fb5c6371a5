LinearGradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: .infinity)], startPoint: .top, endPoint: .bottom)
