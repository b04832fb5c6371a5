Text("Hello, World!")
    .rotationEffect(.degrees(.infinity))
