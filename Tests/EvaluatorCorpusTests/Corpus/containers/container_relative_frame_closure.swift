// canvas: 300x200
Color.red
    .containerRelativeFrame(.horizontal) { length, axis in
        axis == .horizontal ? length / 3 : length
    }
    .frame(height: 20)
