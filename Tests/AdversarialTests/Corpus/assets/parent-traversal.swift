Image("../../etc/passwd")
