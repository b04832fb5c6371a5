// canvas: 200x200
// assets: photo=80x40
Image("photo")
    .frame(width: 50, height: 50)
