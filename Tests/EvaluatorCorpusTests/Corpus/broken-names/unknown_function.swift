makeHeader()
