// canvas: 200xfit
let score = 72
let grade = if score >= 90 { "A" } else if score >= 70 { "B" } else { "C" }
let word = switch grade {
case "A": "top"
default: "fine"
}

Text("\(grade) \(word)")
    .font(.system(size: 10))
