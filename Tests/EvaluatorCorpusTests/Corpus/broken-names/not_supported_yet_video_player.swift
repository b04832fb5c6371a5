// canvas: 200x200
VideoPlayer(player: nil)
    .frame(width: 160, height: 90)
