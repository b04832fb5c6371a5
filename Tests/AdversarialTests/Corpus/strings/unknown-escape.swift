Text("\q")
