Circle(radius: 5)
