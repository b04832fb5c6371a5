Color(hue: .nan, saturation: 2, brightness: -1)
