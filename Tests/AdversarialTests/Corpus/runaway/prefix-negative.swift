Text(String("abc".prefix(-1)))
