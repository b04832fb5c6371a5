var n = 0
repeat { n += 1 } while true
