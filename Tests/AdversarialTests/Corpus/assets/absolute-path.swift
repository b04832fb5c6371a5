Image("/etc/passwd")
