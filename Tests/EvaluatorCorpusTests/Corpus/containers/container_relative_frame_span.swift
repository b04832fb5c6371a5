// canvas: 320x200
Color.blue
    .containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 8)
    .frame(height: 20)
