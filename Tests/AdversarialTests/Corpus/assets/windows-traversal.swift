Image("..\\..\\windows\\win.ini")
