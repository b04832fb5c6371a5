Image("photo\u{0}../../etc/passwd")
