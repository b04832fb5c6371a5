// canvas: 200xfit
Text(Duration.seconds(75).formatted(.time(pattern: .minuteSecond)))
    .font(.system(size: 10))
