Label("Home")
