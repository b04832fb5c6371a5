Image("photo")
