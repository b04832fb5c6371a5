// canvas: 200xfit
let pulse = Animation.easeInOut(duration: 1).repeatForever(autoreverses: true)

Text("Live")
    .animation(pulse, value: 1)
    .animation(.linear.delay(0.2), value: 2)
    .font(.system(size: 10))
