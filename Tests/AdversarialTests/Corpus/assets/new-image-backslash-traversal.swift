Image("..\\..\\etc\\passwd")
