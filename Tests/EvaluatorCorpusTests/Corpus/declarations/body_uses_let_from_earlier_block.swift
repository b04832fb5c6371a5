// canvas: 200xfit
let greeting = "hi"
// ---- block
Text(greeting + "!")
    .font(.system(size: 10))
