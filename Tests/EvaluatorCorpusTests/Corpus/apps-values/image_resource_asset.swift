// canvas: 200xfit
// assets: sunset-photo=80x40
Image(.sunsetPhoto)
