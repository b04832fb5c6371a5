Image("photo/../../secret")
