Tetx("hello")
