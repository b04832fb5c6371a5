let ‮abc = 1
Text("x")
