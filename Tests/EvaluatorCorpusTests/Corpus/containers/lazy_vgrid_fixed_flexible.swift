// canvas: 200x200
LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible())], spacing: 6) {
    Color.red.frame(height: 10)
    Color.blue.frame(height: 10)
    Color.green.frame(height: 20)
}
