Text(5)
