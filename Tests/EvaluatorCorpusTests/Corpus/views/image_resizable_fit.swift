// canvas: 200x200
// assets: photo=80x40
Image("photo")
    .resizable()
    .scaledToFit()
