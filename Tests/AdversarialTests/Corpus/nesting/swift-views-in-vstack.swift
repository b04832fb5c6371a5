VStack {
<<<REPEATText("x")
REPEAT>>>}
