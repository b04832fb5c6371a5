var k = 0
repeat {
    k += 1
} while k > 0
Text("never")
