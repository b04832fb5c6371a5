Image("/dev/zero")
