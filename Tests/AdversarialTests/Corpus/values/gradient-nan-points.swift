LinearGradient(colors: [.red, .blue], startPoint: UnitPoint(x: .nan, y: 0), endPoint: UnitPoint(x: .infinity, y: 1))
