Text(String("abc".dropFirst(Int.max)))
