Image("file:///etc/passwd")
