Image(".")
