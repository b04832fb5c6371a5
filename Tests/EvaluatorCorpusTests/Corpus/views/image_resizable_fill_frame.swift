// canvas: 200x200
// assets: photo=80x40
Image("photo")
    .resizable()
    .aspectRatio(contentMode: .fill)
    .frame(width: 60, height: 60)
    .clipped()
