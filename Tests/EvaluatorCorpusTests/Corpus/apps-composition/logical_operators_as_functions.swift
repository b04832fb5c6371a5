// canvas: 200x200
let checks = [true, true, false]
let allPassed = checks.reduce(true, &&)
let anyPassed = checks.reduce(false, ||)

HStack(spacing: 0) {
    Color.red.frame(width: allPassed ? 40 : 10, height: 10)
    Color.green.frame(width: anyPassed ? 40 : 10, height: 10)
}
