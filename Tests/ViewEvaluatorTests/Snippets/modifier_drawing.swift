VStack {
    Color.red.clipShape(Circle())
    Color.red.clipShape(.rect(cornerRadius: 6))
    Color.red.clipped()
    Color.red.cornerRadius(5)
    Text("hidden").hidden()
    Text("faded").opacity(0.3)
    Text("turned").rotationEffect(.degrees(30), anchor: .topLeading)
    Text("flipped").rotationEffect(.radians(.pi))
    Text("big").scaleEffect(2)
    Text("squashed").scaleEffect(x: 1, y: 0.5)
    Text("shadow").shadow(radius: 4)
    Text("dark shadow").shadow(color: .black, radius: 2, x: 1, y: 1)
}
