// canvas: 200x200
Map()
