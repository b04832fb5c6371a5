let r = 5...1
Text("\(r)")
