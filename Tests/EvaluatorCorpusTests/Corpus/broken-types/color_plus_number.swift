let c = Color.red + 1
