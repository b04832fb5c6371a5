var x = 1
while x != 0 {
    x += 2
}
Text("\(x)")
