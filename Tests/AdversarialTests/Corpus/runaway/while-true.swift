var n = 0
while true { n += 1 }
