// canvas: 200xfit
Text(Duration.seconds(3600).formatted(.units(width: .wide)))
    .font(.system(size: 10))
